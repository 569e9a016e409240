// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { listProducts } from '@/lib/data/products';
import { RelatedProducts } from './related-products';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('cs'));
vi.mock('@/lib/data/products', () => ({ listProducts: vi.fn() }));

const context = { locale: 'cs', currency: 'CZK', tax: 'with' } as const;

describe('RelatedProducts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('logs a failed read and shows a localized note where the products would be', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listProducts).mockRejectedValue(
      new ApiClientError({ status: 500, type: 'internal_error', message: 'Something went wrong on our side.' }),
    );
    render(await RelatedProducts({ context, productIds: [3, 5] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Produkty ze článku' })).toBeInTheDocument();
    expect(screen.getByText('Produkty z tohoto článku se nepodařilo načíst.')).toBeInTheDocument();
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      resource: 'products',
      section: 'article products',
      status: 500,
    });
  });

  it('reads nothing for an article without products', async () => {
    expect(await RelatedProducts({ context, productIds: [] })).toBeNull();
    expect(listProducts).not.toHaveBeenCalled();
  });
});
