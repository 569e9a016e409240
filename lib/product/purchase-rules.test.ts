import { describe, expect, it } from 'vitest';
import {
  addToCartState,
  canPurchaseProduct,
  canPurchaseVariation,
  clampAmount,
  hasStock,
  maxPurchasableAmount,
} from './purchase-rules';

const allows = { can_purchase: true };
const forbids = { can_purchase: false };

describe('hasStock', () => {
  it('is true when stock is untracked, whatever the figure', () => {
    expect(hasStock({ update_stock: false, stock_state: 0 })).toBe(true);
    expect(hasStock({ update_stock: false, stock_state: -4 })).toBe(true);
  });
  it('is true for tracked stock above 0 only', () => {
    expect(hasStock({ update_stock: true, stock_state: 1 })).toBe(true);
    expect(hasStock({ update_stock: true, stock_state: 0 })).toBe(false);
    expect(hasStock({ update_stock: true, stock_state: -1 })).toBe(false);
    expect(hasStock({ update_stock: true, stock_state: null })).toBe(false);
  });
});

describe('canPurchaseProduct', () => {
  it('needs the availability to allow purchase, and allows it when there is no availability', () => {
    expect(canPurchaseProduct({ update_stock: false }, forbids)).toBe(false);
    expect(canPurchaseProduct({ update_stock: false }, allows)).toBe(true);
    expect(canPurchaseProduct({ update_stock: false }, null)).toBe(true);
    expect(canPurchaseProduct({ update_stock: false }, undefined)).toBe(true);
  });
  it('needs stock above 0 when stock is tracked', () => {
    expect(canPurchaseProduct({ update_stock: true, stock_state: 3 }, allows)).toBe(true);
    expect(canPurchaseProduct({ update_stock: true, stock_state: 0 }, allows)).toBe(false);
    expect(canPurchaseProduct({ update_stock: true, stock_state: 3 }, forbids)).toBe(false);
  });
});

describe('canPurchaseVariation', () => {
  it('allows an empty stock state even when stock is tracked', () => {
    expect(canPurchaseVariation({ update_stock: true, stock_state: null }, allows)).toBe(true);
    expect(canPurchaseVariation({ update_stock: true }, null)).toBe(true);
  });
  it('refuses tracked stock of 0 and an availability that forbids purchase', () => {
    expect(canPurchaseVariation({ update_stock: true, stock_state: 0 }, allows)).toBe(false);
    expect(canPurchaseVariation({ update_stock: true, stock_state: 2 }, forbids)).toBe(false);
    expect(canPurchaseVariation({ update_stock: false, stock_state: 0 }, allows)).toBe(true);
  });
});

describe('maxPurchasableAmount', () => {
  it('is the lesser of the limit and the stock when stock is tracked', () => {
    expect(maxPurchasableAmount({ update_stock: true, stock_state: 10, max_purchasable_amount: 3 })).toBe(3);
    expect(maxPurchasableAmount({ update_stock: true, stock_state: 2, max_purchasable_amount: 3 })).toBe(2);
    expect(maxPurchasableAmount({ update_stock: true, stock_state: 7, max_purchasable_amount: null })).toBe(7);
    expect(maxPurchasableAmount({ update_stock: true, stock_state: -2, max_purchasable_amount: 3 })).toBe(0);
  });
  it('is unlimited when stock is not tracked', () => {
    expect(maxPurchasableAmount({ update_stock: false, stock_state: 0, max_purchasable_amount: 3 })).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(maxPurchasableAmount({ update_stock: false })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('addToCartState', () => {
  const product = {
    has_variations: true,
    update_stock: true,
    stock_state: 8,
    max_purchasable_amount: null,
    availability: allows,
  };
  const variation = { update_stock: true, stock_state: 4, max_purchasable_amount: null, availability: allows };

  it('is disabled while a product with variations has none chosen', () => {
    expect(addToCartState(product, null)).toEqual({ blockedBy: 'choose-variation', maxAmount: 0 });
  });
  it('follows the chosen variation, not the product', () => {
    expect(addToCartState(product, variation)).toEqual({ blockedBy: null, maxAmount: 4 });
    expect(addToCartState(product, { ...variation, stock_state: 0 }).blockedBy).toBe('not-purchasable');
    expect(addToCartState({ ...product, availability: forbids }, variation).blockedBy).toBeNull();
    expect(addToCartState(product, { ...variation, availability: forbids }).blockedBy).toBe('not-purchasable');
  });
  it('follows the product when it has no variations', () => {
    const single = { ...product, has_variations: false };
    expect(addToCartState(single, null)).toEqual({ blockedBy: null, maxAmount: 8 });
    expect(addToCartState({ ...single, stock_state: 0 }, null).blockedBy).toBe('not-purchasable');
    expect(addToCartState({ ...single, update_stock: false, stock_state: 0 }, null)).toEqual({
      blockedBy: null,
      maxAmount: Number.POSITIVE_INFINITY,
    });
    expect(addToCartState({ ...single, availability: forbids }, null).blockedBy).toBe('not-purchasable');
  });
  it('is disabled when the limit allows less than one piece', () => {
    expect(addToCartState({ ...product, has_variations: false, max_purchasable_amount: 0 }, null).blockedBy).toBe(
      'not-purchasable',
    );
  });
});

describe('clampAmount', () => {
  it('keeps whole pieces between 1 and the maximum', () => {
    expect(clampAmount(0, 5)).toBe(1);
    expect(clampAmount(7, 5)).toBe(5);
    expect(clampAmount(2.7, 5)).toBe(2);
    expect(clampAmount(Number.NaN, 5)).toBe(1);
    expect(clampAmount(40, Number.POSITIVE_INFINITY)).toBe(40);
  });
});
