import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/api-client';
import { cart, cartId } from '@/tests/support/cart-fixtures';
import { placedOrder } from '@/tests/support/order-fixtures';
import { emptyAddressValues, type DeliveryFormValues } from './delivery-form';
import { submitDelivery } from './submit-delivery';

const api = 'http://shop-api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createApiClient({ baseUrl: api, locale: 'cs' });
const key = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const cz = { id: 1, dial_code: '+420' };
const values: DeliveryFormValues = {
  email: 'jana@example.com',
  address: {
    ...emptyAddressValues(cz),
    first_name: 'Jana',
    last_name: 'Nováková',
    phone: '601123456',
    street: 'Dlouhá 12',
    city: 'Praha',
    post_code: '110 00',
  },
  differentBilling: true,
  billingAddress: {
    ...emptyAddressValues(cz),
    first_name: 'Lumen',
    last_name: 'Účtárna',
    phone: '601123457',
    street: 'Krátká 1',
    city: 'Brno',
    post_code: '602 00',
  },
  note: '',
  newsletter: true,
  createAccount: false,
  password: '',
};
const savedAddress = (type: 'billing' | 'shipping') => ({
  id: type === 'billing' ? 1 : 2,
  type,
  customer_address_id: null,
  ...Object.fromEntries(
    [
      'first_name',
      'last_name',
      'dial_code',
      'phone',
      'street',
      'city',
      'post_code',
      'company_name',
      'company_identification_number',
      'company_vat_number',
    ].map((f) => [f, null]),
  ),
  country_id: 1,
  is_company: false,
  created_at: '2025-01-01T00:00:00.000Z',
});
const errorBody = (status: number, type: string, errors: { field: string; message: string }[]) =>
  HttpResponse.json({ status, type, message: 'No.', errors }, { status });

/** Records the calls in order and answers each as the API would, or with `fail` for one of them. */
function shopApi(fail: Partial<Record<'cart' | 'billing' | 'shipping' | 'order', () => Response>> = {}) {
  const calls: string[] = [];
  const seen: { key?: string | null; order?: unknown } = {};
  server.use(
    http.patch(`${api}/carts/${cartId}`, async ({ request }) => {
      calls.push(`cart ${JSON.stringify(await request.json())}`);
      return fail.cart?.() ?? HttpResponse.json(cart());
    }),
    http.patch(`${api}/carts/${cartId}/addresses/:type`, ({ params }) => {
      const type = params.type as 'billing' | 'shipping';
      calls.push(type);
      return fail[type]?.() ?? HttpResponse.json(savedAddress(type));
    }),
    http.post(`${api}/orders`, async ({ request }) => {
      calls.push('order');
      seen.key = request.headers.get('Idempotency-Key');
      seen.order = await request.json();
      return fail.order?.() ?? HttpResponse.json(placedOrder(), { status: 201 });
    }),
  );
  return { calls, seen };
}

const submit = (requirement: 0 | 1 | 2 = 2) =>
  submitDelivery(client(), { cartId, values, requirement, idempotencyKey: key });

describe('submitDelivery', () => {
  it('writes the e-mail, the billing then the delivery address, then places the order with the key', async () => {
    const { calls, seen } = shopApi();
    const result = await submit();
    expect(result).toMatchObject({ ok: true, order: { id: 12 } });
    expect(calls).toEqual([
      'cart {"email":"jana@example.com","has_shipping_address":true}',
      'billing',
      'shipping',
      'order',
    ]);
    expect(seen.key).toBe(key);
    expect(seen.order).toEqual({ cart_id: cartId, note: null, newsletter: true, create_new_account: false });
  });

  it('puts the API’s field errors of the order on the form’s fields', async () => {
    shopApi({
      order: () =>
        errorBody(422, 'validation_error', [
          { field: 'billing_address.phone', message: 'Enter the phone number.' },
          { field: 'shipping_address.street', message: 'Add the house number.' },
        ]),
    });
    expect(await submit()).toEqual({
      ok: false,
      message: 'Enter the phone number.',
      formError: null,
      fieldErrors: [
        { path: 'billingAddress.phone', message: 'Enter the phone number.' },
        { path: 'address.street', message: 'Add the house number.' },
      ],
    });
  });

  it('stops at an address the API refuses, its errors on that address’s form', async () => {
    const { calls } = shopApi({
      billing: () =>
        errorBody(422, 'validation_error', [{ field: 'post_code', message: 'Enter the post code as 123 45.' }]),
    });
    const result = await submit();
    expect(calls).toHaveLength(2);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: [{ path: 'billingAddress.post_code', message: 'Enter the post code as 123 45.' }],
    });
  });

  it('names what the form cannot show: a missing method, stock, a lost cart', async () => {
    shopApi({
      order: () =>
        errorBody(422, 'validation_error', [{ field: 'payment_method_id', message: 'Choose a payment method.' }]),
    });
    expect(await submit()).toMatchObject({ ok: false, formError: 'incomplete', fieldErrors: [] });
    shopApi({ order: () => errorBody(409, 'conflict', [{ field: 'items.0.amount', message: 'Only 1 left.' }]) });
    expect(await submit()).toMatchObject({ ok: false, formError: 'stock' });
    shopApi({ cart: () => errorBody(404, 'not_found', []) });
    expect(await submit()).toMatchObject({ ok: false, formError: 'cart_missing' });
    shopApi({ order: () => errorBody(500, 'internal_error', []) });
    expect(await submit()).toMatchObject({ ok: false, formError: 'unknown_error' });
  });
});
