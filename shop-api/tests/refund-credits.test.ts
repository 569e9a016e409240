import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAccountUsage } from '@contract/calls/customer-accounts';
import type { ListEnvelope } from '@contract';
import type { Refund } from '@contract/entities/refund';
import { paymentServices } from '@contract/codes/payment-services';
import { customerAccountUsages, orders } from '../src/db/schema';
import { demoCustomerId } from '../seed/customers';
import { adminToken, insertDeliveredOrder, mailsTo, signInDemoCustomer } from './helpers/after-sale';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Loyalty credits spent on an order, shared out over its returns (docs/returns-and-complaints.md,
 * "Credits"): the money paid back never exceeds what was paid in money, and the credits' share goes
 * back to the credit account once, when the return is refunded.
 */

let t: TestApp;
let jana: { authorization: string };
const admin = { authorization: `Bearer ${adminToken}` };
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
  jana = await signInDemoCustomer(t.app);
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers: { 'language-preference': 'en', ...headers }, payload: payload as never });

/**
 * A card order of 2 × Tee (121) and 1 × Lamp (242), 484 with tax, nothing for shipping: 100 Lumen
 * points (1 CZK each) paid 100 of it, the card 384.
 */
async function orderPaidPartlyWithCredits() {
  const order = await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay });
  await t.db
    .update(orders)
    .set({
      itemsPrice: 400,
      taxedItemsPrice: 484,
      totalPrice: 317.36,
      taxedTotalPrice: 384,
      taxAmount: 66.64,
      taxPerRate: [{ tax_rate: 21, price: 400, tax_amount: 84, taxed_price: 484 }],
      creditsAmount: 100,
    })
    .where(eq(orders.id, order.id));
  await t.db.insert(customerAccountUsages).values({
    customerAccountId: 1,
    customerId: demoCustomerId,
    amount: -100,
    operation: 2,
    reason: 'order_spent',
    name: `Order ${order.code}`,
    orderId: order.id,
  });
  return order;
}

async function sentReturn(orderId: number, lines: { order_item_id: number; amount: number }[]): Promise<Refund> {
  const created = await call('POST', '/refunds', jana, { order_id: orderId, is_withdrawal: true });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<Refund>().id;
  const items = await call('PUT', `/refunds/${id}/items`, jana, {
    items: lines.map((line) => ({ ...line, reason: 'changed_mind', preferred_resolve: 'money_back' })),
  });
  expect(items.statusCode, items.body).toBe(200);
  expect((await call('PATCH', `/refunds/${id}`, jana, { shipping_method_id: 7 })).statusCode).toBe(200);
  const submitted = await call('POST', `/refunds/${id}/submit`, jana);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json<Refund>();
}

async function moveTo(id: number, state: string) {
  const moved = await call('PATCH', `/admin/refunds/${id}`, admin, { state });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json<Refund>();
}

const creditsOfOrder = (orderId: number) =>
  t.db
    .select()
    .from(customerAccountUsages)
    .where(and(eq(customerAccountUsages.orderId, orderId), eq(customerAccountUsages.operation, 3)));

describe('a return of goods paid partly with credits', () => {
  it('pays back in money only the money’s share and returns the credits’ share once, when refunded', async () => {
    const order = await orderPaidPartlyWithCredits();
    const [tee, lamp] = order.itemIds;

    const first = await sentReturn(order.id, [{ order_item_id: tee!, amount: 2 }]);
    // The Tees are half of what the order was worth (242 of 484): half of the credits (50) is theirs.
    expect(first.taxed_items_price.value).toBe(242);
    expect(first.credits_refund.value).toBe(50);
    expect(first.taxed_total_price.value).toBe(192);
    expect(first.credit_amounts).toEqual([{ customer_account_id: 1, amount: 50 }]);

    await moveTo(first.id, 'received');
    await moveTo(first.id, 'approved');
    expect(await creditsOfOrder(order.id)).toEqual([]);
    await moveTo(first.id, 'refunded');
    const returned = await creditsOfOrder(order.id);
    expect(returned.map((row) => [row.amount, row.reason, row.customerId])).toEqual([
      [50, 'refund_returned', demoCustomerId],
    ]);
    // Once: the state cannot be entered again, and nothing else adds a line.
    expect((await call('PATCH', `/admin/refunds/${first.id}`, admin, { state: 'refunded' })).statusCode).toBe(422);
    expect(await creditsOfOrder(order.id)).toHaveLength(1);

    const [moneyMail] = await mailsTo(t.app, 'guest@example.com');
    expect(moneyMail?.text).toContain('192');
    expect(moneyMail?.text).toContain('50');

    // The second visit: the Tees are back, only the lamp is left to return.
    const draft = await call('POST', '/refunds', jana, { order_id: order.id, is_withdrawal: true });
    expect(draft.json<Refund>().items.map((item) => item.max_amount)).toEqual([0, 1]);
    const again = await call('PUT', `/refunds/${draft.json<Refund>().id}/items`, jana, {
      items: [{ order_item_id: tee!, amount: 1, reason: 'changed_mind', preferred_resolve: 'money_back' }],
    });
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain('items.0.amount');
    // The rest of the order: the other half of the credits, and together never more than was paid.
    const second = await sentReturn(order.id, [{ order_item_id: lamp!, amount: 1 }]);
    expect(second.credits_refund.value).toBe(50);
    expect(second.taxed_total_price.value).toBe(192);
    await moveTo(second.id, 'received');
    await moveTo(second.id, 'approved');
    await moveTo(second.id, 'refunded');
    const all = await creditsOfOrder(order.id);
    expect(all.reduce((sum, row) => sum + row.amount, 0)).toBe(100);
    expect(first.taxed_total_price.value + second.taxed_total_price.value).toBe(384);

    const usages = await call('GET', `/customer-account-usages?per_page=5`, jana);
    expect(usages.statusCode, usages.body).toBe(200);
    const newest = usages.json<ListEnvelope<CustomerAccountUsage>>().items[0];
    expect(newest).toMatchObject({ amount: 50, operation: 3, reason: 'refund_returned', order_id: order.id });
  });

  it('a return rejected or of an order paid without credits returns no credits', async () => {
    const order = await orderPaidPartlyWithCredits();
    const rejected = await sentReturn(order.id, [{ order_item_id: order.itemIds[1]!, amount: 1 }]);
    await moveTo(rejected.id, 'received');
    await moveTo(rejected.id, 'rejected');
    expect(await creditsOfOrder(order.id)).toEqual([]);

    const plain = await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay });
    const refund = await sentReturn(plain.id, [{ order_item_id: plain.itemIds[0]!, amount: 1 }]);
    expect(refund.credits_refund.value).toBe(0);
    expect(refund.credit_amounts).toEqual([]);
    await moveTo(refund.id, 'received');
    await moveTo(refund.id, 'approved');
    await moveTo(refund.id, 'refunded');
    expect(await creditsOfOrder(plain.id)).toEqual([]);
  });
});

describe('a complaint settled with money back on an order paid partly with credits', () => {
  it('sends the money’s share in money and gives the credits’ share back once', async () => {
    const order = await orderPaidPartlyWithCredits();
    const created = await call('POST', '/complaints', jana, { order_id: order.id, type: 'defect' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const items = await call('PUT', `/complaints/${id}/items`, jana, {
      items: [
        {
          order_item_id: order.itemIds[1],
          amount: 1,
          reason: 'does_not_work',
          description: 'The lamp flickers and goes out.',
          preferred_resolve: 'money_back',
        },
      ],
    });
    expect(items.statusCode, items.body).toBe(200);
    const submitted = await call('POST', `/complaints/${id}/submit`, jana);
    expect(submitted.statusCode, submitted.body).toBe(200);
    for (const state of ['received', 'accepted', 'refunded']) {
      const moved = await call('PATCH', `/admin/complaints/${id}`, admin, { state });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const returned = await creditsOfOrder(order.id);
    expect(returned.map((row) => [row.amount, row.reason])).toEqual([[50, 'refund_returned']]);
    const [moneyMail] = await mailsTo(t.app, 'guest@example.com');
    // The lamp cost 242, credits paid 50 of it: 192 goes back in money, not 242.
    expect(moneyMail?.text).toMatch(/today we returned CZK\s192 to the card/);
    expect(moneyMail?.text).not.toContain('242');
    expect(moneyMail?.text).toContain('50');
  });
});
