// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@contract/entities/product';
import { ProductGrid } from './product-grid';

vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
// The card itself is an async server component; here only the priority the grid gives it matters.
vi.mock('./product-card', () => ({
  ProductCard: ({ product, priority }: { product: Product; priority?: boolean }) => (
    <p data-testid="card" data-priority={priority ? 'high' : 'normal'}>
      {product.name}
    </p>
  ),
}));

const products = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, name: `Product ${index + 1}` }) as Product);

describe('ProductGrid', () => {
  it('fetches only the first row of a phone (two cards) at high priority, the LCP candidates', async () => {
    render(await ProductGrid({ products, heading: 'Products' }));
    const priorities = screen.getAllByTestId('card').map((card) => card.dataset.priority);
    expect(priorities).toEqual(['high', 'high', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal']);
  });
});
