// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopInfo } from '@contract/shop-info';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getShopInfo } from '@/lib/data/shop-info';
import { SiteFooter } from './site-footer';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
vi.mock('@/lib/data/shop-info', () => ({ getShopInfo: vi.fn() }));

const withBlog = {
  routes: { blog: { slug: { eng: 'blog', ces: 'novinky', slk: 'blog' }, queries: {} } },
} as unknown as ShopInfo;

describe('SiteFooter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('links the blog at its path from the route table', async () => {
    vi.mocked(getShopInfo).mockResolvedValue(withBlog);
    render(await SiteFooter());
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
  });

  it('logs a failed route-table read and says the blog link is missing where it would be', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getShopInfo).mockRejectedValue(
      new ApiClientError({ status: 503, type: 'service_unavailable', message: 'Down.' }),
    );
    render(await SiteFooter());
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(screen.getByText('The blog link could not be loaded.')).toBeInTheDocument();
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      resource: 'shop-info',
      section: 'footer',
      status: 503,
    });
  });
});
