// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryTreeNode } from '@contract/entities/category';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getCategoryTree } from '@/lib/data/categories';
import { CategoryMenu } from './category-menu';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
vi.mock('@/lib/data/categories', () => ({ getCategoryTree: vi.fn() }));

const category = (id: number, name: string) =>
  ({
    id,
    name,
    slug: name.toLowerCase(),
    children: [],
    _embedded: { urls: { en: name.toLowerCase() } },
  }) as unknown as CategoryTreeNode;

describe('CategoryMenu', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('links the root categories', async () => {
    vi.mocked(getCategoryTree).mockResolvedValue([category(1, 'Clothing'), category(2, 'Shoes')]);
    render(await CategoryMenu({ locale: 'en' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/en/shoes');
  });

  it('logs a failed tree read and shows a note where the menu would be', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getCategoryTree).mockRejectedValue(
      new ApiClientError({ status: 0, type: 'service_unavailable', message: 'The shop API could not be reached.' }),
    );
    render(await CategoryMenu({ locale: 'en' }));
    expect(screen.getByText('The category menu could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      resource: 'categories/tree',
      section: 'header menu',
      status: 0,
    });
  });
});
