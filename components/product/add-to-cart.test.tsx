// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCartId, writeCartId } from '@/lib/cart/cart-cookie';
import { cart, cartId, cartItem, otherCartId } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { AddToCart } from './add-to-cart';

const showNotice = vi.hoisted(() => vi.fn());
const push = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notices/notices', () => ({ showNotice }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  showNotice.mockClear();
});
afterAll(() => server.close());
beforeEach(clearCartCookies);

const open = { blockedBy: null, maxAmount: 5 };
const target = { productId: 20, variationId: null, name: 'Red running shirt' };

function renderButton() {
  const Providers = cartProviders(testQueryClient());
  return render(
    <Providers>
      <AddToCart state={open} shopLimit={null} target={target} />
    </Providers>,
  );
}

describe('AddToCart', () => {
  it('creates the cart on the first add, sends the amount and shows the success notice with a link to the cart', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(`${api}/carts`, () => HttpResponse.json(cart({ id: otherCartId }), { status: 201 })),
      http.post(`${api}/carts/${otherCartId}/items`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(cart({ id: otherCartId, items: [cartItem({ product_id: 20, amount: 2 })] }));
      }),
    );
    renderButton();
    const amount = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(amount, { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // The first click loads the cart's code (a dynamic import).
    await waitFor(() => expect(showNotice).toHaveBeenCalled(), { timeout: 5000 });
    expect(body).toEqual({ product_id: 20, product_variation_id: null, amount: 2 });
    expect(readCartId()).toBe(otherCartId);
    const [title, text, options] = showNotice.mock.calls[0] ?? [];
    expect([title, text]).toEqual(['Done', 'Red running shirt is in your cart.']);
    expect(options).toMatchObject({ tone: 'success', action: { label: 'View cart' } });
    options.action.onClick();
    expect(push).toHaveBeenCalledWith('/cart');
    expect(screen.queryByTestId('add-to-cart-error')).not.toBeInTheDocument();
  });

  it('on a 404 recreates the cart and shows cart_missing beside the button, not only in a notice', async () => {
    const user = userEvent.setup();
    writeCartId(cartId);
    server.use(
      http.post(`${api}/carts/${cartId}/items`, () =>
        HttpResponse.json({ status: 404, type: 'not_found', message: 'No cart.', errors: [] }, { status: 404 }),
      ),
      http.post(`${api}/carts`, () => HttpResponse.json(cart({ id: otherCartId }), { status: 201 })),
    );
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const error = await screen.findByTestId('add-to-cart-error');
    expect(error).toHaveTextContent('Your cart could no longer be found, so we started a new one.');
    expect(error).toBeVisible();
    expect(error).not.toHaveClass('sr-only');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(
      expect.stringContaining('could no longer be found'),
    );
    expect(readCartId()).toBe(otherCartId);
  });

  it('shows the API’s refusal alone, without “try again”, when a retry cannot help (422)', async () => {
    const user = userEvent.setup();
    writeCartId(cartId);
    server.use(
      http.post(`${api}/carts/${cartId}/items`, () =>
        HttpResponse.json(
          {
            status: 422,
            type: 'validation_error',
            message: 'Invalid.',
            errors: [{ field: 'amount', message: 'Dostupný je jen 1 ks.' }],
          },
          { status: 422 },
        ),
      ),
    );
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const error = await screen.findByTestId('add-to-cart-error');
    expect(error).toHaveTextContent(/^Dostupný je jen 1 ks\.$/);
    expect(showNotice).toHaveBeenCalledWith('Something went wrong', 'Dostupný je jen 1 ks.', { tone: 'error' });
  });

  it('keeps add_cart_item_fail (“try again”) for a failure a retry can help (5xx)', async () => {
    const user = userEvent.setup();
    writeCartId(cartId);
    server.use(
      http.post(`${api}/carts/${cartId}/items`, () =>
        HttpResponse.json(
          { status: 500, type: 'internal_error', message: 'Something went wrong on our side.', errors: [] },
          { status: 500 },
        ),
      ),
    );
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByTestId('add-to-cart-error')).toHaveTextContent(
      /^We could not add the product to your cart\. Please try again\.$/,
    );
    expect(showNotice).toHaveBeenCalledWith(
      'Something went wrong',
      'We could not add the product to your cart. Please try again.',
      { tone: 'error' },
    );
  });
});
