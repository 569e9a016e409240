// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@contract/entities/cart';
import { writeCartId } from '@/lib/cart/cart-cookie';
import { cart, cartId, cartItem, money } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { CartDetail } from './cart-detail';

const showNotice = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notices/notices', () => ({ showNotice }));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/lib/cart/use-cart-notices', () => ({ useCartNotices: vi.fn() }));

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  showNotice.mockClear();
});
afterAll(() => server.close());
beforeEach(clearCartCookies);

const { items: _nested, ...capGift } = cartItem({
  id: 31,
  name: 'Blue cap',
  item_type: 3,
  parent_id: 1,
  taxed_unit_price: money(0),
});
const shirt = cartItem({ id: 1, name: 'Red shirt', amount: 2, max_amount: 3, items: [capGift] });
const socks = cartItem({ id: 2, name: 'Grey socks', amount: 1 });
const beanie = cartItem({ id: 3, name: 'Yellow beanie', item_type: 1, taxed_unit_price: money(0) });
const full = cart({ items: [shirt, socks, beanie] });

function renderCart(answer: Cart | null = full) {
  if (answer) {
    writeCartId(answer.id);
    const none = { items: [], _meta: { page: 1, per_page: 0, total: 0, total_pages: 0 }, _errors: {} };
    server.use(
      http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(answer)),
      // The cart prefetches the next step's methods (docs/checkout.md); these tests do not look at them.
      http.get(`${api}/carts/${cartId}/shipping-methods`, () => HttpResponse.json(none)),
      http.get(`${api}/carts/${cartId}/payment-methods`, () => HttpResponse.json(none)),
    );
  }
  const Providers = cartProviders(testQueryClient());
  return render(
    <Providers>
      <CartDetail />
    </Providers>,
  );
}

const errorBody = (status: number, errors: { field: string; message: string }[] = []) =>
  HttpResponse.json(
    { status, type: status === 422 ? 'validation_error' : 'internal_error', message: 'No.', errors },
    { status },
  );

describe('CartDetail', () => {
  it('shows the lines, a product gift under its line, the order gift apart, totals and the way on', async () => {
    renderCart();
    const lines = await screen.findAllByTestId('cart-line', {}, { timeout: 5000 });
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Red shirt' })).toBeInTheDocument();
    expect(within(lines[0]!).getByTestId('cart-product-gift')).toHaveTextContent('GiftBlue cap');
    expect(within(lines[0]!).getByTestId('cart-product-gift')).toHaveTextContent('Free');
    expect(screen.getByTestId('cart-order-gift')).toHaveTextContent('Yellow beanie');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3 items');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(full.taxed_total_price.formatted);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Red shirt' })).toHaveAttribute('max', '3');
    expect(screen.getByRole('button', { name: 'One more Red shirt' })).toBeEnabled();
    expect(screen.getByRole('progressbar', { name: 'On the way to free shipping' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to shipping and payment' })).toHaveAttribute(
      'href',
      '/cart/shipping-and-payment',
    );
  });

  it('marks a sold-out line and holds the way on until it is removed', async () => {
    renderCart(cart({ items: [cartItem({ id: 5, name: 'Gone', sold_out: true, max_amount: 0 })] }));
    expect(await screen.findByTestId('cart-line-sold-out', {}, { timeout: 5000 })).toHaveTextContent('Sold out');
    expect(within(screen.getByTestId('cart-line')).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to shipping and payment' })).not.toBeInTheDocument();
    expect(screen.getByText('Remove the sold-out items to continue.')).toBeInTheDocument();
  });

  it('shows the empty state with a link to shopping for a visitor without a cart', async () => {
    renderCart(null);
    expect(await screen.findByTestId('empty-cart', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('removes a line at once and puts it back with cart_item_remove_error when the API refuses', async () => {
    const user = userEvent.setup();
    server.use(
      http.delete(`${api}/carts/${cartId}/items/2`, async () => {
        await delay(200);
        return errorBody(500);
      }),
    );
    renderCart();
    await screen.findAllByTestId('cart-line', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Remove Grey socks' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Grey socks' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Grey socks' }, { timeout: 3000 })).toBeInTheDocument();
    expect(showNotice).toHaveBeenCalledWith(
      'Something went wrong',
      'We could not remove the item. It is back in your cart.',
      { tone: 'error' },
    );
  });

  it('shows a refused voucher code’s message on its field, and clears it when typing', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${api}/carts/${cartId}/discounts`, () =>
        errorBody(422, [{ field: 'code', message: 'This voucher expired on 31 Dec 2024.' }]),
      ),
    );
    renderCart();
    const field = await screen.findByRole('textbox', { name: 'Voucher code' }, { timeout: 5000 });
    await user.type(field, 'EXPIRED20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This voucher expired on 31 Dec 2024.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'X');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('voucher-error')).not.toBeInTheDocument();
  });

  it('says “try again” for a voucher only when a retry can help (5xx), never the API’s English', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${api}/carts/${cartId}/discounts`, () => errorBody(500)));
    renderCart();
    const field = await screen.findByRole('textbox', { name: 'Voucher code' }, { timeout: 5000 });
    await user.type(field, 'LUMEN10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The voucher could not be applied. Please try again.'),
    );
  });

  it('quick order: adds the good rows and shows the API’s first message beside the bad one', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post(`${api}/carts/${cartId}/items/batch`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...cart({ items: [shirt, socks, cartItem({ id: 7, name: 'Hat' })] }),
          _errors: { 'items.1.product_id': ['Unknown product.', 'Second.'] },
        });
      }),
    );
    renderCart();
    await screen.findAllByTestId('cart-line', {}, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: 'Product code, row 1' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Product code, row 2' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const bad = await screen.findByTestId('quick-order-error');
    expect(bad).toHaveTextContent('Unknown product.');
    expect(screen.getByRole('textbox', { name: 'Product code, row 2' })).toHaveAccessibleDescription(
      'Unknown product.',
    );
    expect(screen.getByRole('textbox', { name: 'Product code, row 2' })).toHaveValue('999999');
    expect(screen.getByRole('textbox', { name: 'Product code, row 1' })).toHaveValue('');
    expect(sent).toEqual({
      items: [
        { product_id: 7, amount: 1 },
        { product_id: 999999, amount: 1 },
      ],
    });
    expect(screen.getByTestId('quick-order-status')).toHaveTextContent('1 item was added to your cart.');
  });

  it('quick order into an empty cart keeps the refused row and its message once the cart fills', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${api}/carts`, () => HttpResponse.json(cart(), { status: 201 })),
      http.post(`${api}/carts/${cartId}/items/batch`, () =>
        HttpResponse.json({ ...cart({ items: [socks] }), _errors: { 'items.1.amount': ['Only 3 available.'] } }),
      ),
    );
    renderCart(null);
    await screen.findByTestId('empty-cart', {}, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: 'Product code, row 1' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Product code, row 2' }), '20');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Grey socks' })).toBeInTheDocument();
    expect(await screen.findByTestId('quick-order-error')).toHaveTextContent('Only 3 available.');
    expect(screen.getByRole('textbox', { name: 'Product code, row 2' })).toHaveValue('20');
  });

  it('asks before emptying the cart; Escape keeps the items', async () => {
    const user = userEvent.setup();
    const cleared = vi.fn();
    server.use(
      http.delete(`${api}/carts/${cartId}`, () => {
        cleared();
        return HttpResponse.json(cart());
      }),
    );
    renderCart();
    await screen.findAllByTestId('cart-line', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empty your cart?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my items' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cleared).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, empty it' }));
    expect(await screen.findByTestId('empty-cart')).toBeInTheDocument();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledWith('Done', 'Your cart is empty now.', { tone: 'success', action: undefined });
  });
});
