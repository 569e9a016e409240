// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopInfo } from '@contract/shop-info';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getShopInfo } from '@/lib/data/shop-info';
import { CompactSearchBox } from './compact-search-box';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('sk'));
vi.mock('@/lib/data/shop-info', () => ({ getShopInfo: vi.fn() }));

describe('CompactSearchBox', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('logs a failed route-table read and says search is unavailable where the box would be', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getShopInfo).mockRejectedValue(
      new ApiClientError({ status: 502, type: 'internal_error', message: 'Bad gateway.' }),
    );
    render(await CompactSearchBox({ locale: 'sk' }));
    expect(screen.getByText('Vyhľadávanie je momentálne nedostupné.')).toBeInTheDocument();
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      resource: 'shop-info',
      section: 'search box',
      status: 502,
    });
  });

  it('shows no box, and logs nothing, for a shop without a search route', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getShopInfo).mockResolvedValue({ routes: {} } as unknown as ShopInfo);
    expect(await CompactSearchBox({ locale: 'sk' })).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});
