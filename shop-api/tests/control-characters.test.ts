import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@contract';
import { czechBilling, readyCart } from './helpers/checkout';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Control characters (docs/decisions.md): a NUL in any text used to reach PostgreSQL, which refuses
 * it, and answer 500. Every string of every body, query and path is now checked once, centrally.
 */
let t: TestApp;
let jana: RegisteredCustomer;
let cartId: string;
let listId: number;
let addressId: number;
beforeAll(async () => {
  t = await createTestApp();
  jana = await registerCustomer(t.app);
  cartId = await readyCart(t.app);
  const list = await send('POST', '/customer-product-lists', { name: 'Compare', type: 2 });
  listId = list.json<{ id: number }>().id;
  const address = await send('POST', '/customer-addresses', czechBilling);
  addressId = address.json<{ id: number }>().id;
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH';
const send = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...bearer(jana.accessToken),
      'idempotency-key': '3f7c1a52-7d4e-4b8a-9c1e-2b6d8f0a4c31',
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

const nul = 'Korunní\u0000 12';
const english = 'The text contains a control character (such as NUL) that cannot be stored. Remove it.';

describe('a NUL in a text field', () => {
  const operations: [string, Method, () => string, () => unknown, string][] = [
    ['voucher code', 'POST', () => `/carts/${cartId}/discounts`, () => ({ code: nul }), 'code'],
    ['shipping-option search', 'GET', () => '/shipping-methods/1/options?search=Praha%00', () => undefined, 'search'],
    ['new customer address', 'POST', () => '/customer-addresses', () => ({ ...czechBilling, street: nul }), 'street'],
    ['customer address change', 'PATCH', () => `/customer-addresses/${addressId}`, () => ({ city: nul }), 'city'],
    ['new product list', 'POST', () => '/customer-product-lists', () => ({ name: nul, type: 2 }), 'name'],
    ['product list change', 'PATCH', () => `/customer-product-lists/${listId}`, () => ({ name: nul }), 'name'],
    [
      'product list item',
      'POST',
      () => `/customer-product-lists/${listId}/items`,
      () => ({ product_id: 1, note: nul }),
      'note',
    ],
    ['review', 'POST', () => '/product-reviews', () => ({ product_id: 6, rating: 5, name: nul }), 'name'],
    ['cart address', 'PATCH', () => `/carts/${cartId}/addresses/billing`, () => ({ street: nul }), 'street'],
    [
      'registration',
      'POST',
      () => '/customers',
      () => ({
        first_name: nul,
        last_name: 'Nováková',
        email: 'nul@example.com',
        password: 'Secret-pass-123',
        password_confirmation: 'Secret-pass-123',
      }),
      'first_name',
    ],
    ['customer change', 'PATCH', () => `/customers/${jana.customerId}`, () => ({ last_name: nul }), 'last_name'],
    ['order note', 'POST', () => '/orders', () => ({ cart_id: cartId, note: nul }), 'note'],
  ];

  it.each(operations)('is a 422 naming the field, not a 500: %s', async (_name, method, url, body, field) => {
    const response = await send(method, url(), body());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual([{ field, message: english }]);
  });

  it('is a 422 naming the parameter in the query and in the path', async () => {
    const query = await send('GET', '/products?only=id,na%00me');
    expect(query.statusCode, query.body).toBe(422);
    expect(query.json<ErrorBody>().errors).toEqual([{ field: 'only', message: english }]);

    const path = await send('GET', '/carts/abc%00def');
    expect(path.statusCode, path.body).toBe(422);
    expect(path.json<ErrorBody>().errors).toEqual([{ field: 'id', message: english }]);

    const file = await send('GET', '/attachments/1/manual%01.pdf');
    expect(file.statusCode, file.body).toBe(422);
    expect(file.json<ErrorBody>().errors).toEqual([{ field: 'name', message: english }]);
  });

  it('names every such field by its path, nested ones and keys too, in the request’s language', async () => {
    const body = {
      items: [
        { product_id: 25, amount: 1 },
        { product_id: 26, amount: 1, note: 'x\u0000' },
      ],
    };
    const nested = await send('POST', `/carts/${cartId}/items/batch`, body, { 'language-preference': 'cs' });
    expect(nested.statusCode, nested.body).toBe(422);
    expect(nested.json<ErrorBody>().errors).toEqual([
      {
        field: 'items.1.note',
        message: 'Text obsahuje řídicí znak (například NUL), který nelze uložit. Odstraňte ho.',
      },
    ]);

    const keys = await send(
      'PATCH',
      `/customers/${jana.customerId}`,
      { 'last\u0000name': 'Malá', first_name: 'a\u001fb', last_name: 'c\u0007' },
      { 'language-preference': 'sk' },
    );
    expect(keys.statusCode, keys.body).toBe(422);
    const sk = 'Text obsahuje riadiaci znak (napríklad NUL), ktorý nemožno uložiť. Odstráňte ho.';
    expect(keys.json<ErrorBody>().errors).toEqual([
      { field: 'last\ufffdname', message: sk },
      { field: 'first_name', message: sk },
      { field: 'last_name', message: sk },
    ]);
  });

  it('lets tab, line breaks, DEL and the C1 controls through', async () => {
    const note = await send('POST', `/customer-product-lists/${listId}/items`, {
      product_id: 2,
      note: 'Na léto:\tmodré\r\nnebo zelené\u007f\u0085',
    });
    expect(note.statusCode, note.body).toBe(201);
  });

  it('leaves the page path and the search texts to their own checks', async () => {
    // A path with a control character is no page: 404, as for any unknown path.
    expect((await send('GET', '/page/tricko%00')).statusCode).toBe(404);
    expect((await send('GET', '/page-kind/tricko%00')).statusCode).toBe(404);
    // A search text reads control characters as spaces (search.test.ts); its other parameters are checked.
    expect((await send('GET', '/products?search=tri%00ko')).statusCode).toBe(200);
    expect((await send('GET', '/search/suggest?q=tri%00ko')).statusCode).toBe(200);
    expect((await send('GET', '/products?search=tri%00ko&sort=na%00me')).json<ErrorBody>().errors).toEqual([
      { field: 'sort', message: english },
    ]);
  });
});
