import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eWebUrl } from './slot';
import { text } from './support/messages';
import { setProductStock } from './support/product-stock';
import { apiUrl } from './support/shop-api';

/**
 * The live cart notices of docs/live-cart-notices.md, end to end: a shopper has the cart page open
 * in one browser while somebody else's order (another context, through the shop API as the
 * storefront makes it) takes the stock the shopper's expired hold no longer covers. The notice
 * arrives over the websocket, without a reload, and the cart line shows the new state.
 *
 * Product 20 is the demo shop's small-stock item; its stock is set at the start through the
 * back-office API so a retried test starts from the same state.
 */
const productId = 20;
const headers = { 'Language-Preference': 'en', 'Currency-Preference': 'CZK' };

test.describe.configure({ mode: 'serial' });

const setStock = (request: APIRequestContext, stock: number) => setProductStock(request, productId, stock);

async function cartWith(request: APIRequestContext, amount: number): Promise<string> {
  const created = await request.post(`${apiUrl}/carts`, { headers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const added = await request.post(`${apiUrl}/carts/${id}/items`, {
    headers,
    data: { product_id: productId, amount },
  });
  expect(added.ok()).toBe(true);
  return id;
}

/** Another shopper's order of `amount` pieces, placed through the cart and order calls. */
async function orderElsewhere(request: APIRequestContext, amount: number) {
  const id = await cartWith(request, amount);
  const call = async (method: 'patch' | 'put', path: string, data: object) =>
    expect((await request[method](`${apiUrl}${path}`, { headers, data })).ok()).toBe(true);
  await call('patch', `/carts/${id}`, { email: 'someone-else@example.com' });
  await call('put', `/carts/${id}/shipping-methods`, { shipping_method_id: 4 });
  await call('put', `/carts/${id}/payment-methods`, { payment_method_id: 1 });
  await call('patch', `/carts/${id}/addresses/billing`, {
    first_name: 'Petr',
    last_name: 'Svoboda',
    dial_code: '+420',
    phone: '601234567',
    street: 'Korunní 12',
    city: 'Praha',
    post_code: '120 00',
    country_id: 1,
  });
  const order = await request.post(`${apiUrl}/orders`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { cart_id: id },
  });
  expect(order.status()).toBe(201);
}

test('an order elsewhere lowers the open cart live, then sells its item out, each with a notice', async ({
  browser,
  request,
}) => {
  // Four pieces: a cart without an account may hold two of them (docs/cart.md, the guests' cap).
  await setStock(request, 4);
  const shopperCart = await cartWith(request, 2);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cart_id', value: shopperCart, url: e2eWebUrl }]);
  const page = await context.newPage();
  // The page listens once the shop's websocket confirms its subscription to the cart's channel.
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('pusher_internal:subscription_succeeded')) resolve();
      }),
    );
  });
  await page.goto('/en/my-cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await subscribed;

  // The shopper's hold runs out; somebody else orders two pieces (the two the shopper wants are still
  // there), then one more: one is left for the shopper.
  const expire = await request.post(`${apiUrl}/test-faults/expire-cart-hold`, { data: { cart_id: shopperCart } });
  expect(expire.status()).toBe(204);
  await orderElsewhere(request, 2);
  await orderElsewhere(request, 1);
  const lowered = new RegExp(text('en', 'cartNotices', 'changedTitle'));
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: lowered })).toBeVisible();
  await expect(line.getByRole('spinbutton')).toHaveValue('1');

  // Then the last piece goes too: the line reads as sold out, with its notice.
  await request.post(`${apiUrl}/test-faults/expire-cart-hold`, { data: { cart_id: shopperCart } });
  await orderElsewhere(request, 1);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /has just sold out/ })).toBeVisible();
  await expect(line).toContainText(text('en', 'cartPage', 'line.soldOut'));
  await context.close();
});
