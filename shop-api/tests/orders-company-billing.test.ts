import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailListSchema } from '@contract/calls/sandbox-mailbox';
import { OrderSchema } from '@contract/entities/order';
import { payOrder } from '../src/orders/order-paid';
import { czechBilling, placeOrder, postOrder, readyCart } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A company invoice needs the company's registered address whatever the shipping method
 * (docs/checkout.md, "A company's billing address"): buying as a company to a pickup point
 * (address requirement 1, which otherwise needs no street) still asks for street, city and post
 * code, and the order, its mail and its invoice carry the company's name, IČO, DIČ and address.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { street: _street, city: _city, post_code: _postCode, ...nameAndPhone } = czechBilling;
const company = {
  is_company: true,
  company_name: 'Lumen Test s.r.o.',
  company_identification_number: '27074358',
  company_vat_number: 'CZ27074358',
};

describe('a company buying to a pickup point', () => {
  it('is refused without the registered address, with a field error on each missing field', async () => {
    for (const shippingMethodId of [1, 4]) {
      const cartId = await readyCart(t.app, { shippingMethodId, billing: { ...nameAndPhone, ...company } });
      const response = await postOrder(t.app, { cart_id: cartId });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual([
        'billing_address.street',
        'billing_address.city',
        'billing_address.post_code',
      ]);
    }
  });

  it('a private shopper still needs no street for a pickup point', async () => {
    const order = await placeOrder(t.app, await readyCart(t.app, { shippingMethodId: 4, billing: nameAndPhone }));
    expect(order.id).toBeGreaterThan(0);
  });

  it('shows the name, IČO, DIČ and registered address on the order, in its mail and on its invoice', async () => {
    const email = 'company-pickup@example.com';
    const headers = { 'language-preference': 'cs' };
    const cartId = await readyCart(t.app, {
      email,
      shippingMethodId: 1,
      paymentMethodId: 3,
      billing: { ...czechBilling, ...company },
      headers,
    });
    const placed = await placeOrder(t.app, cartId, {}, { headers });
    const token = { 'x-order-token': placed.access_token, ...headers };
    const billing = placed.addresses.find((address) => address.type === 'billing');
    expect(billing).toMatchObject({ ...company, street: 'Korunní 12', city: 'Praha', post_code: '120 00' });

    const mailbox = SandboxMailListSchema.parse(
      (await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` })).json(),
    );
    const mail = mailbox.items[0]!;
    for (const text of ['Lumen Test s.r.o.', 'IČO: 27074358', 'DIČ: CZ27074358', 'Korunní 12', '120 00 Praha']) {
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(text);
    }

    await t.db.transaction((tx) => payOrder(tx, placed.id));
    const read = OrderSchema.parse((await t.app.inject({ url: `/orders/${placed.id}`, headers: token })).json());
    const page = await t.app.inject({ url: read.invoices[0]!.url, headers: token });
    const text = (new JSDOM(page.body).window.document.body.textContent ?? '').replace(/\s+/g, ' ');
    for (const line of ['Lumen Test s.r.o.', '27074358', 'CZ27074358', 'Korunní 12', '120 00 Praha'])
      expect(text).toContain(line);
  });
});
