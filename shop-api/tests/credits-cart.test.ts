import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@contract/entities/cart';
import {
  cartCustomerAccounts,
  customerAccounts,
  customerAccountTranslations,
  customerAccountUsages,
} from '../src/db/schema';
import { creditBalance } from '../src/cart/cart-credits.repository';
import { call, failing, fieldMessage } from './helpers/cart-client';
import { postOrder } from './helpers/checkout';
import { customerCart, guestCart } from './helpers/customer-carts';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let jana: RegisteredCustomer;
let petr: RegisteredCustomer;
let kind: number;

beforeAll(async () => {
  t = await createTestApp();
  jana = await registerCustomer(t.app);
  petr = await registerCustomer(t.app);
  const [row] = await t.db
    .insert(customerAccounts)
    .values({ code: 'credits-test-points', conversionCzk: 1, conversionEurCents: 4 })
    .returning({ id: customerAccounts.id });
  kind = row!.id;
  await t.db.insert(customerAccountTranslations).values({ customerAccountId: kind, locale: 'en', name: 'Test points' });
});
afterAll(async () => t?.close());

async function grant(customer: RegisteredCustomer, amount: number) {
  await t.db
    .insert(customerAccountUsages)
    .values({ customerAccountId: kind, customerId: customer.customerId, amount, operation: 1, name: 'Welcome' });
}

const spend = (cartId: string, body: unknown, customer: RegisteredCustomer | null = jana) =>
  call(t.app, 'PUT', `/carts/${cartId}/customer-accounts`, {
    body,
    headers: customer ? bearer(customer.accessToken) : {},
  });

describe('PUT /carts/{id}/customer-accounts', () => {
  it('takes credits off the total, shows them and the totals without credits; 0 takes them back', async () => {
    await grant(jana, 300);
    const cartId = await customerCart(t.app, t.db, jana, {});
    const spent = await spend(cartId, { customer_account_id: kind, amount: 100 });
    expect(spent.status).toBe(200);
    const cart = CartSchema.parse(spent.body);
    expect(cart.credits_amount.value).toBe(100);
    expect(cart.customer_accounts).toEqual([
      { customer_account_id: kind, name: 'Test points', amount: 100, value: expect.objectContaining({ value: 100 }) },
    ]);
    expect(cart.taxed_total_price.value).toBe(cart.taxed_total_price_without_credits.value - 100);
    expect(cart.total_price.value).toBeLessThan(cart.total_price_without_credits.value);

    const removed = CartSchema.parse((await spend(cartId, { customer_account_id: kind, amount: 0 })).body);
    expect(removed.customer_accounts).toEqual([]);
    expect(removed.taxed_total_price).toEqual(removed.taxed_total_price_without_credits);
  });

  it('emptying the cart releases its credits: a new item is paid in full', async () => {
    const customer = await registerCustomer(t.app);
    await grant(customer, 300);
    const headers = bearer(customer.accessToken);
    const cartId = await customerCart(t.app, t.db, customer, {});
    await spend(cartId, { customer_account_id: kind, amount: 100 }, customer);
    const cleared = CartSchema.parse((await call(t.app, 'DELETE', `/carts/${cartId}`, { headers })).body);
    expect(cleared.customer_accounts).toEqual([]);
    expect(cleared.credits_amount.value).toBe(0);
    const added = await call(t.app, 'POST', `/carts/${cartId}/items`, { body: { product_id: 25, amount: 1 }, headers });
    const refilled = CartSchema.parse(added.body);
    expect(refilled.customer_accounts).toEqual([]);
    expect(refilled.taxed_total_price).toEqual(refilled.taxed_total_price_without_credits);
    expect(await t.db.select().from(cartCustomerAccounts).where(eq(cartCustomerAccounts.cartId, cartId))).toEqual([]);
  });

  it('removing the last line one by one releases the credits too; removing one of two keeps them', async () => {
    const customer = await registerCustomer(t.app);
    await grant(customer, 300);
    const headers = bearer(customer.accessToken);
    const cartId = await customerCart(t.app, t.db, customer, {});
    const second = { product_id: 1, product_variation_id: 2, amount: 1 };
    expect((await call(t.app, 'POST', `/carts/${cartId}/items`, { body: second, headers })).status).toBe(200);
    const filled = CartSchema.parse((await spend(cartId, { customer_account_id: kind, amount: 100 }, customer)).body);
    const lines = filled.items.map((item) => item.id);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const [index, id] of lines.entries()) {
      const answer = await call(t.app, 'DELETE', `/carts/${cartId}/items/${id}`, { headers });
      const cart = CartSchema.parse(answer.body);
      const last = index === lines.length - 1;
      expect(cart.credits_amount.value).toBe(last ? 0 : 100);
      expect(cart.customer_accounts).toHaveLength(last ? 0 : 1);
    }
    expect(await t.db.select().from(cartCustomerAccounts).where(eq(cartCustomerAccounts.cartId, cartId))).toEqual([]);
  });

  it('refuses more than the balance or the total, an unknown kind, a guest’s or another’s cart, bad bodies', async () => {
    const customer = await registerCustomer(t.app);
    await grant(customer, 100_000);
    const cartId = await customerCart(t.app, t.db, customer, {});
    const total = CartSchema.parse((await spend(cartId, { customer_account_id: kind, amount: 0 }, customer)).body)
      .taxed_total_price_without_credits.value;
    const tooMuch = await failing(t.app, 'PUT', `/carts/${cartId}/customer-accounts`, 422, {
      body: { customer_account_id: kind, amount: Math.ceil(total) + 1 },
      headers: bearer(customer.accessToken),
    });
    expect(fieldMessage(tooMuch, 'amount')).toBe(`You can use at most ${Math.ceil(total)} credits.`);
    const all = CartSchema.parse(
      (await spend(cartId, { customer_account_id: kind, amount: Math.ceil(total) }, customer)).body,
    );
    expect(all.taxed_total_price.value).toBe(0);

    const poor = await customerCart(t.app, t.db, petr, {});
    expect(fieldMessage(await failingSpend(poor, { customer_account_id: kind, amount: 1 }, petr, 422), 'amount')).toBe(
      'You have no credits of this kind.',
    );
    await grant(petr, 5);
    expect(fieldMessage(await failingSpend(poor, { customer_account_id: kind, amount: 6 }, petr, 422), 'amount')).toBe(
      'You can use at most 5 credits.',
    );
    expect(
      fieldMessage(
        await failingSpend(poor, { customer_account_id: 999_999, amount: 1 }, petr, 422),
        'customer_account_id',
      ),
    ).toBeTruthy();
    // Jana's bearer on Petr's cart, no bearer, a bad bearer.
    await failingSpend(poor, { customer_account_id: kind, amount: 1 }, jana, 403);
    await failingSpend(poor, { customer_account_id: kind, amount: 1 }, null, 401);
    const guest = await guestCart(t.app, [{ product_id: 25, amount: 1 }]);
    expect(
      fieldMessage(await failingSpend(guest, { customer_account_id: kind, amount: 1 }, petr, 422), 'cart_id'),
    ).toBeTruthy();
    await failingSpend('00000000-0000-4000-8000-000000000000', { customer_account_id: kind, amount: 1 }, petr, 404);
    for (const body of [
      {},
      { customer_account_id: kind },
      { customer_account_id: kind, amount: -1 },
      { customer_account_id: kind, amount: 1.5 },
      { customer_account_id: kind, amount: '3' },
      { customer_account_id: 0, amount: 1 },
      { customer_account_id: kind, amount: 1, extra: true },
    ])
      await failingSpend(poor, body, petr, 422);
  });

  it('an order spends the credits in its transaction: a negative usage, credits_amount on the order', async () => {
    const customer = await registerCustomer(t.app);
    await grant(customer, 250);
    const cartId = await customerCart(t.app, t.db, customer, {});
    await spend(cartId, { customer_account_id: kind, amount: 120 }, customer);
    const placed = await postOrder(t.app, { cart_id: cartId }, { headers: bearer(customer.accessToken) });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ credits_amount: { value: number }; customer_id: number; id: number }>();
    expect(order.credits_amount.value).toBe(120);
    expect(order.customer_id).toBe(customer.customerId);
    expect(await creditBalance(t.db, customer.customerId, kind)).toBe(130);
    const usages = await t.db
      .select()
      .from(customerAccountUsages)
      .where(
        and(eq(customerAccountUsages.customerId, customer.customerId), eq(customerAccountUsages.orderId, order.id)),
      );
    expect(usages).toEqual([expect.objectContaining({ amount: -120, operation: 2, reason: 'order_spent' })]);
    expect(await t.db.select().from(cartCustomerAccounts).where(eq(cartCustomerAccounts.cartId, cartId))).toEqual([]);
  });

  it('two orders racing for the same credits: one is placed, the other is a 409, the balance never below zero', async () => {
    const customer = await registerCustomer(t.app);
    await grant(customer, 150);
    const first = await customerCart(t.app, t.db, customer, {});
    const second = await customerCart(t.app, t.db, customer, {});
    await spend(first, { customer_account_id: kind, amount: 100 }, customer);
    await spend(second, { customer_account_id: kind, amount: 100 }, customer);
    const headers = bearer(customer.accessToken);
    const answers = await Promise.all([
      postOrder(t.app, { cart_id: first }, { headers }),
      postOrder(t.app, { cart_id: second }, { headers }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)?.json<{ errors: { field: string }[] }>();
    expect(refused?.errors[0]?.field).toBe('customer_accounts.0');
    expect(await creditBalance(t.db, customer.customerId, kind)).toBe(50);
  });
});

async function failingSpend(cartId: string, body: unknown, customer: RegisteredCustomer | null, status: number) {
  return failing(t.app, 'PUT', `/carts/${cartId}/customer-accounts`, status, {
    body,
    headers: customer ? bearer(customer.accessToken) : {},
  });
}
