import { describe, expect, it } from 'vitest';
import { isDiscounted, priceView, shownDiscountedPrice, shownPrice } from './prices';

const money = (value: number) => ({ value, formatted: `${value} Kč` });
const plain = { price: money(826), taxed_price: money(999) };
const onSale = { ...plain, discounted_price: money(661), discounted_taxed_price: money(799), discount_percents: 20 };

describe('price getters', () => {
  it('use the taxed price unless tax is switched off', () => {
    expect(shownPrice(plain)).toEqual(money(999));
    expect(shownPrice(plain, 'with')).toEqual(money(999));
    expect(shownPrice(plain, 'without')).toEqual(money(826));
  });
  it('answer the discounted price with or without tax', () => {
    expect(shownDiscountedPrice(onSale, 'with')).toEqual(money(799));
    expect(shownDiscountedPrice(onSale, 'without')).toEqual(money(661));
    expect(shownDiscountedPrice(plain)).toBeNull();
  });
});

describe('isDiscounted', () => {
  it('needs both discount percents and a discounted taxed price', () => {
    expect(isDiscounted(onSale)).toBe(true);
    expect(isDiscounted({ ...onSale, discount_percents: null })).toBe(false);
    expect(isDiscounted({ ...onSale, discounted_taxed_price: null })).toBe(false);
    expect(isDiscounted({ ...onSale, discount_percents: 0 })).toBe(false);
    expect(isDiscounted(plain)).toBe(false);
  });
});

describe('priceView', () => {
  it('shows the discounted price with the original struck through and the percent', () => {
    expect(priceView(onSale, 'with')).toEqual({ current: money(799), original: money(999), percents: 20 });
    expect(priceView(onSale, 'without')).toEqual({ current: money(661), original: money(826), percents: 20 });
  });
  it('shows only the price without a discount', () => {
    expect(priceView(plain, 'without')).toEqual({ current: money(826), original: null, percents: null });
  });
});
