import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eWebUrl } from '../slot';
import { apiUrl } from './shop-api';

/** The demo customer the shop API seeds (shop-api/seed/customers.ts). */
export const demoCustomer = { email: 'jana.novakova@example.com', password: 'Lumen-demo-2026' } as const;

/**
 * Signs the page's browser in through the storefront's own login route (which asks the shop API's
 * POST /auth/login): the refresh cookie lands in the browser, and the pages load the session from it.
 */
export async function signInAsDemoCustomer(
  page: Page,
  credentials: { email: string; password: string } = demoCustomer,
) {
  // The route takes same-origin posts only (a browser's fetch sends its Origin).
  const answer = await page.request.post('/api/auth/login', {
    data: credentials,
    headers: { Origin: new URL(e2eWebUrl).origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Places an order as a customer straight at the shop API, the way the checkout does it (a customer
 * cart, the tee, pickup at the shop, the given payment method, a Czech billing address, whose
 * fields `billing` may change; the order in `language`), so the customer area has an order to show
 * whatever the seed holds.
 * Demo data: docs/cart.md.
 */
export async function placeCustomerOrder(
  request: APIRequestContext,
  paymentMethodId = 1,
  credentials: { email: string; password: string } = demoCustomer,
  billing: Partial<Record<'first_name' | 'last_name' | 'street' | 'city' | 'post_code', string>> = {},
  language: 'cs' | 'sk' | 'en' = 'en',
): Promise<{ id: number; code: string }> {
  const login = await request.post(`${apiUrl}/auth/login`, { data: credentials });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Language-Preference': language, 'Currency-Preference': 'CZK' };
  const send = async (method: 'POST' | 'PUT' | 'PATCH', path: string, data: object, extra: object = {}) => {
    const answer = await request.fetch(`${apiUrl}/${path}`, { method, data, headers: { ...headers, ...extra } });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as Record<string, unknown>;
  };
  const cart = await send('POST', 'carts', {});
  const cartId = String(cart.id);
  await send('POST', `carts/${cartId}/items`, { product_id: 25, amount: 1 });
  await send('PATCH', `carts/${cartId}`, { email: credentials.email });
  await send('PUT', `carts/${cartId}/shipping-methods`, { shipping_method_id: 4 });
  await send('PUT', `carts/${cartId}/payment-methods`, { payment_method_id: paymentMethodId });
  await send('PATCH', `carts/${cartId}/addresses/billing`, {
    first_name: 'Jana',
    last_name: 'Nováková',
    dial_code: '+420',
    phone: '601234567',
    street: 'Korunní 12',
    city: 'Praha',
    post_code: '120 00',
    country_id: 1,
    ...billing,
  });
  const order = await send('POST', 'orders', { cart_id: cartId }, { 'Idempotency-Key': crypto.randomUUID() });
  return { id: Number(order.id), code: String(order.code) };
}
