import { describe, expect, it } from 'vitest';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import { reorderItems } from './reorder-items';

const line = (overrides: Partial<Parameters<typeof reorderItems>[0][number]> = {}) => ({
  product_id: 25,
  product_variation_id: null,
  order_item_type: cartItemTypes.classic,
  parent_id: null,
  amount: 1,
  ...overrides,
});

describe('reorderItems: what "order again" puts back into an empty cart', () => {
  it('takes each product line with its variation and amount', () => {
    expect(reorderItems([line({ amount: 2 }), line({ product_id: 12, product_variation_id: 40 })])).toEqual([
      { product_id: 25, amount: 2 },
      { product_id: 12, product_variation_id: 40, amount: 1 },
    ]);
  });

  it('leaves out gifts, package contents and lines whose product is gone', () => {
    expect(
      reorderItems([
        line({ order_item_type: cartItemTypes.gift }),
        line({ order_item_type: cartItemTypes.relatedGift, parent_id: 1 }),
        line({ order_item_type: cartItemTypes.packageItem, parent_id: 1 }),
        line({ product_id: null }),
      ]),
    ).toEqual([]);
  });

  it('stops at one batch (50 lines)', () => {
    expect(reorderItems(Array.from({ length: 60 }, (_, index) => line({ product_id: index + 1 })))).toHaveLength(50);
  });
});
