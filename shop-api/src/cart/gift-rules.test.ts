import { describe, expect, it } from 'vitest';
import { giftKey, giftRuleTypes, wantedGifts, type GiftInput } from './gift-rules';

const input = (overrides: Partial<GiftInput> = {}): GiftInput => ({
  gifts: [
    { id: 1, productId: 72, productVariationId: null, limit: 1, percents: 100 },
    { id: 2, productId: 12, productVariationId: null, limit: null, percents: 100 },
  ],
  rules: [
    { giftId: 1, type: giftRuleTypes.orderAmount, productId: null, currencyId: 1, amount: 1500 },
    { giftId: 1, type: giftRuleTypes.orderAmount, productId: null, currencyId: 2, amount: 60 },
    { giftId: 2, type: giftRuleTypes.product, productId: 1, currencyId: null, amount: null },
  ],
  lines: [],
  currencyId: 1,
  purchasedTaxedPrice: 0,
  ...overrides,
});

describe('wantedGifts', () => {
  it('gives the order gift (type 1, no parent) from the amount in the cart’s currency', () => {
    const lines = [{ cartItemId: 7, productId: 5, amount: 1 }];
    expect(wantedGifts(input({ lines, purchasedTaxedPrice: 1499 }))).toEqual([]);
    expect(wantedGifts(input({ lines, purchasedTaxedPrice: 1500 }))).toEqual([
      { giftId: 1, productId: 72, productVariationId: null, itemType: 1, parentId: null, amount: 1 },
    ]);
    expect(wantedGifts(input({ lines, purchasedTaxedPrice: 59, currencyId: 2 }))).toEqual([]);
  });
  it('gives a product gift (type 3) under each line of its product, one per unit', () => {
    const gifts = wantedGifts(
      input({ lines: [{ cartItemId: 3, productId: 1, amount: 2 }], purchasedTaxedPrice: 1398 }),
    );
    expect(gifts).toEqual([
      { giftId: 2, productId: 12, productVariationId: null, itemType: 3, parentId: 3, amount: 2 },
    ]);
    expect(giftKey(gifts[0] as never)).toBe('2:3');
  });
  it('caps a gift at its limit and gives nothing to an empty cart', () => {
    const limited = input();
    limited.gifts[1] = { id: 2, productId: 12, productVariationId: null, limit: 1, percents: 100 };
    expect(wantedGifts({ ...limited, lines: [{ cartItemId: 3, productId: 1, amount: 5 }] })[0]?.amount).toBe(1);
    expect(wantedGifts(input({ purchasedTaxedPrice: 5000 }))).toEqual([]);
  });
});
