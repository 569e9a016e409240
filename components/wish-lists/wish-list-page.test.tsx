// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@contract/entities/product';
import type { CustomerProductListItem } from '@contract/entities/wish-list';
import { messagesByLocale } from '@/lib/i18n/messages';
import { WishListPage } from './wish-list-page';

const wishList = vi.hoisted(() => ({ items: [] as CustomerProductListItem[] }));
vi.mock('@/lib/wish-lists/use-wish-list', () => ({
  useWishList: () => ({
    status: 'customer',
    wishList: { data: { listId: 1, items: wishList.items }, status: 'success', isPending: false, isError: false },
    itemOf: () => undefined,
    toggle: vi.fn(),
  }),
}));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
// The catalogue's heart; on this page "remove" takes its place (one control named "Remove …").
vi.mock('./wish-heart', () => ({ WishHeart: () => <button type="button">heart</button> }));

const money = (value: number) => ({ value, formatted: `${value} Kč` });
const product = (id: number, name: string, extra: Partial<Product>): Product =>
  ({
    id,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    price: money(100 * id),
    taxed_price: money(121 * id),
    has_variations: false,
    update_stock: false,
    stock_state: 0,
    max_purchasable_amount: null,
    _embedded: {
      urls: { cs: `cs-${id}`, sk: `sk-${id}`, en: `product-${id}` },
      default_image_url: `https://api.example/images/${id}.webp`,
      product_availability: {
        id: 1,
        name: 'In stock',
        can_purchase: true,
        for_refilled_stock: true,
        show_stock_states: true,
      },
    },
    ...extra,
  }) as unknown as Product;
const item = (id: number, embedded: Product | null): CustomerProductListItem => ({
  id: 100 + id,
  customer_product_list_id: 1,
  product_id: id,
  product_variation_id: null,
  note: null,
  created_at: '2026-11-01T10:00:00.000Z',
  _embedded: { product: embedded },
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={messagesByLocale.en}>
        <WishListPage />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'price_tax=; Max-Age=0; path=/';
});

describe('WishListPage', () => {
  it('shows each favourite as the catalogue card: picture, price, availability, add to cart or choose a variant', () => {
    wishList.items = [
      item(2, product(2, 'Linen shirt', {})),
      item(3, product(3, 'Wool socks', { has_variations: true })),
      item(4, null),
    ];
    renderPage();
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    const shirt = cards[0]!;
    expect(within(shirt).getByRole('img', { name: 'Linen shirt' })).toHaveAttribute(
      'src',
      expect.stringContaining('/images/2'),
    );
    expect(within(shirt).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/en/product-2');
    expect(within(shirt).getByTestId('price')).toHaveTextContent('242 Kč');
    expect(within(shirt).getByText('incl. VAT', { exact: false })).toBeInTheDocument();
    expect(within(shirt).getByTestId('card-availability')).toHaveTextContent('In stock');
    expect(within(shirt).getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    const socks = cards[1]!;
    expect(within(socks).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(within(socks).getByRole('link', { name: 'Choose a variant of Wool socks' })).toHaveAttribute(
      'href',
      '/en/product-3',
    );
    // A product no longer listed: its name stands in, and it can still be removed.
    expect(screen.getByText('Product 4')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'heart' })).toBeNull();
  });

  it('shows the prices without VAT when the shopper chose so', () => {
    document.cookie = 'price_tax=without; path=/';
    wishList.items = [item(2, product(2, 'Linen shirt', {}))];
    renderPage();
    expect(screen.getByTestId('price')).toHaveTextContent('200 Kč');
  });
});
