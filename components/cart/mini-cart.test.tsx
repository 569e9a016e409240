// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCartId } from '@/lib/cart/cart-cookie';
import { cart, cartId, cartItem, money } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { MiniCart } from './mini-cart';

const subscribed = vi.hoisted(() => vi.fn());
const prefetch = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notices/notices', () => ({ showNotice: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, prefetch, ...rest }: { href: string; children: ReactNode; prefetch?: boolean }) => (
    <a href={href} data-prefetch={String(prefetch)} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ prefetch }),
}));
// The live half's socket: only whether it subscribes, and to which cart.
vi.mock('@/lib/cart/use-cart-notices', () => ({ useCartNotices: subscribed }));

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  subscribed.mockClear();
  prefetch.mockClear();
});
afterAll(() => server.close());
beforeEach(clearCartCookies);

function renderMiniCart() {
  const Providers = cartProviders(testQueryClient());
  return render(
    <Providers>
      <MiniCart label="Cart" />
    </Providers>,
  );
}

describe('MiniCart', () => {
  it('is a plain cart link without a count, and asks nothing, when the browser holds no cart', async () => {
    renderMiniCart();
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('mini-cart-count')).not.toBeInTheDocument();
    expect(subscribed).not.toHaveBeenCalled();
  });

  it('fetches the cart page ahead on intent (pointer, touch, focus), not on every page view', () => {
    renderMiniCart();
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('data-prefetch', 'false');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/cart');
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it('loads the stored cart after hydration: a badge with its units and the count in the link name', async () => {
    writeCartId(cartId);
    server.use(
      http.get(`${api}/carts/${cartId}`, () =>
        HttpResponse.json(cart({ items: [cartItem({ amount: 2 }), cartItem({ amount: 1 })] })),
      ),
    );
    renderMiniCart();
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3');
    await waitFor(() => expect(subscribed).toHaveBeenLastCalledWith(cartId, expect.any(Function)));
  });

  it('says the cart is empty when the stored cart has no items', async () => {
    writeCartId(cartId);
    server.use(http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(cart())));
    renderMiniCart();
    expect(await screen.findByRole('link', { name: 'Cart, empty' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('mini-cart-count')).not.toBeInTheDocument();
  });

  it('opens a preview of the cart on click: lines with picture, name, amount and price, the subtotal, the ways on', async () => {
    writeCartId(cartId);
    const shirt = cartItem({
      id: 1,
      name: 'Red shirt',
      variation_name: 'M',
      amount: 2,
      taxed_total_price: money(24.2),
    });
    const cap = cartItem({ id: 2, name: 'Blue cap', amount: 1, taxed_total_price: money(9.9) });
    server.use(
      http.get(`${api}/carts/${cartId}`, () =>
        HttpResponse.json(cart({ items: [shirt, cap], taxed_items_price: money(34.1) })),
      ),
    );
    renderMiniCart();
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' }, { timeout: 5000 });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    // The click opens the preview instead of following the link (which still works without JavaScript).
    expect(fireEvent.click(link)).toBe(false);
    const preview = await screen.findByRole('dialog', { name: 'Your cart' }, { timeout: 5000 });
    const lines = within(preview).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Red shirt');
    expect(lines[0]).toHaveTextContent('M');
    expect(lines[0]).toHaveTextContent('2×');
    expect(lines[0]).toHaveTextContent('€24.20');
    expect(lines[1]).toHaveTextContent('Blue cap');
    expect(within(preview).getByTestId('mini-cart-subtotal')).toHaveTextContent('€34.10');
    expect(within(preview).getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    expect(within(preview).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/cart/shipping-and-payment',
    );
    fireEvent.keyDown(preview, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it('follows the link when the browser holds no cart, and on a click that opens a new tab', async () => {
    renderMiniCart();
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(fireEvent.click(link)).toBe(true);
    writeCartId(cartId);
    server.use(http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(cart({ items: [cartItem()] }))));
    const withCart = renderMiniCart();
    const stored = await within(withCart.container).findByRole('link', { name: 'Cart, 1 item' }, { timeout: 5000 });
    expect(fireEvent.click(stored, { ctrlKey: true })).toBe(true);
  });
});
