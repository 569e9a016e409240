import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartBatchResponseSchema } from '@contract/calls/cart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, newCart } from './helpers/cart-client';

/**
 * A cart write that PostgreSQL rolls back to break a deadlock runs again from the start
 * (`inCartTransaction`, docs/cart.md). Deadlocks cannot be made to order, so the gift plan, the
 * first step after a batch's items, fails once with PostgreSQL's deadlock code here.
 */
const fault = vi.hoisted(() => ({ armed: false }));
vi.mock('../src/cart/cart-gifts', async (original) => {
  const actual = await original<typeof import('../src/cart/cart-gifts')>();
  return {
    ...actual,
    planGifts: (...args: Parameters<typeof actual.planGifts>) => {
      if (fault.armed) {
        fault.armed = false;
        throw new Error('deadlock detected', { cause: Object.assign(new Error('deadlock'), { code: '40P01' }) });
      }
      return actual.planGifts(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a batch add that is run again after a deadlock', () => {
  it('reports each skipped item once and adds each valid item once', async () => {
    const cart = await newCart(t.app);
    fault.armed = true;
    const { status, body } = await call(t.app, 'POST', `/carts/${cart.id}/items/batch`, {
      body: {
        items: [
          { product_id: 999999, amount: 1 },
          { product_id: 25, amount: 1 },
        ],
      },
    });
    expect(fault.armed).toBe(false);
    expect(status).toBe(200);
    const answer = CartBatchResponseSchema.parse(body);
    expect(answer._errors).toEqual({ 'items.0.product_id': ['Unknown product.'] });
    expect(answer.items.map((i) => [i.product_id, i.amount])).toEqual([[25, 1]]);
  });
});
