import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailListSchema } from '@contract/calls/sandbox-mailbox';
import { OrderSchema } from '@contract/entities/order';
import { carts, orders, productPrices, products, shippingPaymentIncompatibilities } from '../src/db/schema';
import { call, cartCall } from './helpers/cart-client';
import { czechBilling, placeOrder, postOrder, readyCart, tee } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const readOrder = (id: number | string, token?: string) =>
  t.app.inject({ url: `/orders/${id}`, headers: token === undefined ? {} : { 'x-order-token': token } });

const stockOf = async (productId: number) =>
  (await t.db.select({ stock: products.stockState }).from(products).where(eq(products.id, productId)))[0]?.stock;

describe('POST /orders: the full flow', () => {
  it('places the order of a complete cart: prices fixed, stock taken, cart closed, token answered once', async () => {
    const stockBefore = await stockOf(25);
    const cartId = await readyCart(t.app, { items: [{ ...tee, amount: 2 }], shippingMethodId: 1 });
    const cart = await cartCall(t.app, 'GET', `/carts/${cartId}`);
    const order = await placeOrder(t.app, cartId, { note: 'Ring twice', newsletter: true });

    expect(order.code).toMatch(/^\d{10}$/);
    expect(order.access_token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(order).toMatchObject({
      currency: 'CZK',
      language: 'en',
      email: cart.email,
      note: 'Ring twice',
      paid_at: null,
      cancelled_at: null,
      taxed_items_price: cart.taxed_items_price,
      taxed_total_price: cart.taxed_total_price,
      total_price: cart.total_price,
      tax_amount: cart.tax_amount,
      tax_per_rate: cart.tax_per_rate,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: 25,
        amount: 2,
        order_item_type: 0,
        parent_id: null,
        taxed_unit_price: cart.items[0]?.taxed_unit_price,
        taxed_total_price: cart.items[0]?.taxed_total_price,
        code: expect.any(String),
      }),
    ]);
    expect(order.shipping).toMatchObject({
      shipping_method_id: 1,
      name: cart.shipping_method?.name,
      taxed_price: cart.taxed_shipping_price,
      shipping_option_id: cart.shipping_option_id,
      shipping_option_name: cart.shipping_option?.name,
      shipping_service: 2,
    });
    expect(order.payment).toMatchObject({
      payment_method_id: 1,
      payment_service: 1,
      is_pay_later: true,
      is_online: false,
    });
    expect(order.addresses).toEqual([expect.objectContaining({ type: 'billing', ...czechBilling })]);
    expect(order.payment_instructions).toMatchObject({
      bank_account: '2900123456/2010',
      iban: 'CZ8620100000002900123456',
      variable_symbol: order.code,
      amount: order.taxed_total_price,
      due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(order.payment_instructions?.qr_payload).toMatch(
      new RegExp(
        `^SPD\\*1\\.0\\*ACC:CZ8620100000002900123456\\+FIOBCZPPXXX\\*AM:${order.taxed_total_price.value}\\.00\\*CC:CZK\\*`,
      ),
    );
    expect(order.payment_instructions?.qr_payload).toContain(`X-VS:${order.code}`);

    expect(await stockOf(25)).toBe((stockBefore ?? 0) - 2);
    const [closed] = await t.db.select().from(carts).where(eq(carts.id, cartId));
    expect(closed?.orderedAt).not.toBeNull();
    expect((await call(t.app, 'GET', `/carts/${cartId}`)).status).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ newsletter: true, createNewAccount: false });
    expect(row?.accessTokenHash).not.toContain(order.access_token);
  });

  it('lets the token holder read the order (GET /orders/{id}); 403 without or with a wrong token, 404, 422', async () => {
    const order = await placeOrder(t.app, await readyCart(t.app));
    const read = await readOrder(order.id, order.access_token);
    expect(read.statusCode).toBe(200);
    const { access_token: _token, account_notice: _notice, ...withoutToken } = order;
    expect(OrderSchema.parse(read.json())).toEqual(withoutToken);
    expect(read.json()).not.toHaveProperty('access_token');

    expect((await readOrder(order.id)).statusCode).toBe(403);
    expect((await readOrder(order.id, 'x'.repeat(43))).json()).toMatchObject({ status: 403, type: 'forbidden' });
    const other = await placeOrder(t.app, await readyCart(t.app));
    expect((await readOrder(order.id, other.access_token)).statusCode).toBe(403);
    expect((await readOrder(999_999, order.access_token)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '1.5', '-1'])
      expect((await readOrder(bad, order.access_token)).statusCode, bad).toBe(422);
  });

  it('fixes the prices: a later price change does not change the order', async () => {
    const order = await placeOrder(t.app, await readyCart(t.app));
    await t.db
      .update(productPrices)
      .set({ price: 9999, taxedPrice: 12_098.79 })
      .where(and(eq(productPrices.productId, 25), eq(productPrices.currencyId, 1)));
    const newCart = await readyCart(t.app);
    const repriced = await cartCall(t.app, 'GET', `/carts/${newCart}`);
    expect(repriced.items[0]?.taxed_unit_price.value).not.toBe(order.items[0]?.taxed_unit_price.value);
    const again = OrderSchema.parse((await readOrder(order.id, order.access_token)).json());
    expect(again.items[0]?.taxed_unit_price).toEqual(order.items[0]?.taxed_unit_price);
    expect(again.taxed_total_price).toEqual(order.taxed_total_price);
  });

  it('sends the confirmation e-mail with the items and totals', async () => {
    const email = 'mail-check@example.com';
    const order = await placeOrder(t.app, await readyCart(t.app, { email, shippingMethodId: 1 }));
    const mailbox = SandboxMailListSchema.parse(
      (await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` })).json(),
    );
    expect(mailbox.items).toHaveLength(1);
    const mail = mailbox.items[0]!;
    expect(mail.to).toEqual([`Jana Nováková <${email}>`]);
    expect(mail.subject).toContain(order.code);
    for (const text of [
      order.items[0]!.name,
      order.items[0]!.taxed_total_price.formatted,
      order.taxed_total_price.formatted,
      order.shipping.name,
      order.payment.name,
      'CZ8620100000002900123456',
    ]) {
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(text);
    }
  });

  it('records the wish for an account (customer accounts come later) and checks the password', async () => {
    const cartId = await readyCart(t.app);
    const mismatch = await postOrder(t.app, {
      cart_id: cartId,
      create_new_account: true,
      password: 'correct horse',
      password_confirmation: 'battery staple',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual([
      { field: 'password_confirmation', message: 'The passwords do not match.' },
    ]);
    const missing = await postOrder(t.app, { cart_id: cartId, create_new_account: true });
    expect(missing.json().errors[0].field).toBe('password');
    // The confirmation defaults to the password (docs/checkout.md, "The delivery form").
    const order = await placeOrder(t.app, cartId, { create_new_account: true, password: 'correct horse' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.createNewAccount).toBe(true);
  });
});

describe('POST /orders: what a cart still lacks is a 422 on its field', () => {
  const lacking = async (choices: Parameters<typeof readyCart>[1]) => {
    const response = await postOrder(t.app, { cart_id: await readyCart(t.app, choices) });
    expect(response.statusCode).toBe(422);
    return response.json<{ errors: { field: string; message: string }[] }>().errors.map((e) => e.field);
  };

  it('an empty cart', async () => {
    expect(await lacking({ items: [] })).toEqual(['items']);
  });

  it('the e-mail', async () => {
    expect(await lacking({ email: null })).toEqual(['email']);
  });

  it('the shipping method, and a pickup point where the method needs one', async () => {
    expect(await lacking({ shippingMethodId: null, paymentMethodId: null })).toEqual(
      expect.arrayContaining(['shipping_method_id', 'payment_method_id']),
    );
    expect(await lacking({ shippingMethodId: 1, shippingOptionId: null })).toEqual(['shipping_option_id']);
  });

  it('the payment method, or one the shipping method does not allow', async () => {
    expect(await lacking({ paymentMethodId: null })).toEqual(['payment_method_id']);
    // The shop rules bank transfer out for the shop pickup after the shopper chose both.
    const cartId = await readyCart(t.app, { shippingMethodId: 4, paymentMethodId: 1 });
    const pair = { shippingMethodId: 4, paymentMethodId: 1 };
    await t.db.insert(shippingPaymentIncompatibilities).values(pair);
    try {
      const response = await postOrder(t.app, { cart_id: cartId });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { field: 'payment_method_id', message: 'This payment method is not available for the chosen shipping method.' },
      ]);
    } finally {
      await t.db
        .delete(shippingPaymentIncompatibilities)
        .where(
          and(
            eq(shippingPaymentIncompatibilities.shippingMethodId, 4),
            eq(shippingPaymentIncompatibilities.paymentMethodId, 1),
          ),
        );
    }
  });

  it('the billing address fields the shipping method asks for', async () => {
    expect(await lacking({ billing: null })).toEqual([
      'billing_address.first_name',
      'billing_address.last_name',
      'billing_address.dial_code',
      'billing_address.phone',
      'billing_address.country_id',
    ]);
    const { street: _street, city: _city, ...withoutStreet } = czechBilling;
    expect(await lacking({ shippingMethodId: 2, billing: withoutStreet })).toEqual([
      'billing_address.street',
      'billing_address.city',
    ]);
  });

  it('answers 404 for an unknown cart, 403 for a customer’s, 422 for a body that is not valid', async () => {
    expect((await postOrder(t.app, { cart_id: '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e' })).statusCode).toBe(404);
    const cartId = await readyCart(t.app);
    await t.db.update(carts).set({ customerId: 7 }).where(eq(carts.id, cartId));
    expect((await postOrder(t.app, { cart_id: cartId })).json()).toMatchObject({ status: 403, type: 'forbidden' });
    const bad = await postOrder(t.app, { cart_id: 'nope', newsletter: 'yes', note: 'x'.repeat(1001), colour: 1 });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['cart_id', 'colour', 'newsletter', 'note'].sort());
    const badKey = await postOrder(t.app, { cart_id: cartId }, { key: 'not-a-uuid' });
    expect(badKey.statusCode).toBe(422);
  });
});
