import { describe, expect, it } from 'vitest';
import { cartHasItems } from '@contract/codes/cart-has-items';
import { freeShippingProgress, type FreeShippingProgress } from './free-shipping';

describe('cartHasItems', () => {
  it.each([
    [{ unique_amount: 3 }, true],
    [{ unique_amount: 1 }, true],
    [{ unique_amount: 0 }, false],
    [{ unique_amount: -1 }, false],
    [null, false],
    [undefined, false],
  ])('%o → %s', (cart, expected) => {
    expect(cartHasItems(cart)).toBe(expected);
  });
});

describe('freeShippingProgress', () => {
  const cart = (value: number, has_free_shipping = false) => ({
    has_free_shipping,
    discounted_taxed_items_price: { value },
  });

  const cases: [string, ReturnType<typeof cart>, number | null, FreeShippingProgress][] = [
    ['the API grants it', cart(100, true), 1500, { state: 'free' }],
    ['the API grants it without a threshold', cart(100, true), null, { state: 'free' }],
    ['no threshold in the currency', cart(100), null, { state: 'unavailable' }],
    ['a zero threshold', cart(100), 0, { state: 'unavailable' }],
    ['half way', cart(750), 1500, { state: 'remaining', remaining: 750, ratio: 0.5 }],
    ['an empty cart', cart(0), 1500, { state: 'remaining', remaining: 1500, ratio: 0 }],
    ['cents are rounded', cart(49.9), 60, { state: 'remaining', remaining: 10.1, ratio: 49.9 / 60 }],
    ['over the threshold but not granted', cart(1600), 1500, { state: 'unavailable' }],
  ];

  it.each(cases)('%s', (_name, given, threshold, expected) => {
    expect(freeShippingProgress(given, threshold)).toEqual(expected);
  });
});
