import { describe, expect, it } from 'vitest';
import { cartItem } from '@/tests/support/cart-fixtures';
import { cartLines, lineMaxAmount } from './cart-lines';

describe('cartLines', () => {
  it('puts a nested product gift under its line and an order gift apart', () => {
    const gift = { ...cartItem({ id: 11, item_type: 3, parent_id: 1 }) };
    const { items: _items, ...nested } = gift;
    const lines = cartLines({
      items: [
        cartItem({ id: 1, items: [{ ...nested }] }),
        cartItem({ id: 2 }),
        cartItem({ id: 3, item_type: 1, parent_id: null }),
      ],
    });
    expect(lines.lines.map((l) => [l.item.id, l.children.map((c) => c.id)])).toEqual([
      [1, [11]],
      [2, []],
    ]);
    expect(lines.orderGifts.map((g) => g.id)).toEqual([3]);
  });

  it('puts a flat product gift under its parent, or alone when the parent is missing', () => {
    const lines = cartLines({
      items: [
        cartItem({ id: 1 }),
        cartItem({ id: 12, item_type: 3, parent_id: 1 }),
        cartItem({ id: 13, item_type: 3, parent_id: 99 }),
      ],
    });
    expect(lines.lines.map((l) => [l.item.id, l.children.map((c) => c.id)])).toEqual([
      [1, [12]],
      [13, []],
    ]);
  });
});

describe('lineMaxAmount', () => {
  it('takes the API bound, the call limit without one, and never less than what the line holds', () => {
    expect(lineMaxAmount({ max_amount: 3, amount: 1 }, 999)).toBe(3);
    expect(lineMaxAmount({ max_amount: null, amount: 1 }, 999)).toBe(999);
    expect(lineMaxAmount({ max_amount: 2, amount: 5 }, 999)).toBe(5);
  });
});
