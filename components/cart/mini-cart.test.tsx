// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCartId } from '@/lib/cart/cart-cookie';
import { cart, cartId, cartItem } from '@/tests/support/cart-fixtures';
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
});
