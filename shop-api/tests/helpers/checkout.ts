import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PlacedOrderSchema, type PlacedOrder } from '@contract/entities/order';
import { addItem, call, cartCall, newCart } from './cart-client';

/**
 * A cart brought through checkout with the cart API, as the storefront does it, ready for
 * POST /orders. Demo data (docs/cart.md): shipping 1 pickup point (with options), 2 Czech Post,
 * 3 DPD courier (address requirement "both"), 4 pickup at the shop; payment 1 bank transfer,
 * 2 cash on delivery, 3 GoPay, 4 ČSOB, 5 pay at the shop.
 */
export interface CheckoutChoices {
  items?: { product_id: number; product_variation_id?: number; amount?: number }[];
  email?: string | null;
  shippingMethodId?: number | null;
  shippingOptionId?: number | null;
  paymentMethodId?: number | null;
  billing?: Record<string, unknown> | null;
  headers?: Record<string, string>;
}

/** A product without variations that the demo shop stocks generously. */
export const tee = { product_id: 25 };

export const czechBilling = {
  first_name: 'Jana',
  last_name: 'Nováková',
  dial_code: '+420',
  phone: '601234567',
  street: 'Korunní 12',
  city: 'Praha',
  post_code: '120 00',
  country_id: 1,
};

export async function firstPickupPoint(app: FastifyInstance): Promise<number> {
  const { body } = await call(app, 'GET', '/shipping-methods/1/options?per_page=1');
  return (body as { items: { id: number }[] }).items[0]?.id as number;
}

export async function readyCart(app: FastifyInstance, choices: CheckoutChoices = {}): Promise<string> {
  const headers = choices.headers;
  const cart = await newCart(app, headers);
  for (const item of choices.items ?? [{ ...tee, amount: 1 }]) await addItem(app, cart.id, item, headers);
  const email = choices.email === undefined ? `guest-${randomUUID().slice(0, 8)}@example.com` : choices.email;
  if (email) await cartCall(app, 'PATCH', `/carts/${cart.id}`, { body: { email }, headers });
  const shippingMethodId = choices.shippingMethodId === undefined ? 4 : choices.shippingMethodId;
  if (shippingMethodId !== null) {
    const optionId =
      choices.shippingOptionId !== undefined
        ? choices.shippingOptionId
        : shippingMethodId === 1
          ? await firstPickupPoint(app)
          : null;
    await cartCall(app, 'PUT', `/carts/${cart.id}/shipping-methods`, {
      body: { shipping_method_id: shippingMethodId, ...(optionId ? { shipping_option_id: optionId } : {}) },
      headers,
    });
  }
  const paymentMethodId = choices.paymentMethodId === undefined ? 1 : choices.paymentMethodId;
  if (paymentMethodId !== null)
    await cartCall(app, 'PUT', `/carts/${cart.id}/payment-methods`, {
      body: { payment_method_id: paymentMethodId },
      headers,
    });
  const billing = choices.billing === undefined ? czechBilling : choices.billing;
  if (billing) {
    const { status, body } = await call(app, 'PATCH', `/carts/${cart.id}/addresses/billing`, {
      body: billing,
      headers,
    });
    if (status !== 200) throw new Error(`billing address answered ${status}: ${JSON.stringify(body)}`);
  }
  return cart.id;
}

export function postOrder(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { key?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/orders',
    headers: {
      'language-preference': 'en',
      'currency-preference': 'CZK',
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...options.headers,
    },
    payload: body,
  });
}

/** POST /orders that must answer 201 with a placed order. */
export async function placeOrder(
  app: FastifyInstance,
  cartId: string,
  extra: Record<string, unknown> = {},
  options: { key?: string; headers?: Record<string, string> } = {},
): Promise<PlacedOrder> {
  const response = await postOrder(app, { cart_id: cartId, ...extra }, options);
  if (response.statusCode !== 201) throw new Error(`POST /orders answered ${response.statusCode}: ${response.body}`);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return PlacedOrderSchema.parse(response.json());
}
