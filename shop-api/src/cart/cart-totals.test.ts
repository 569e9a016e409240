import { describe, expect, it } from 'vitest';
import { computeCartTotals, splitProportionally, type TotalsInput } from './cart-totals';

const czk = (overrides: Partial<TotalsInput> = {}): TotalsInput => ({
  decimalPlaces: 0,
  lines: [],
  vouchers: [],
  shipping: null,
  payment: null,
  freeShippingFrom: 2000,
  ...overrides,
});
const line = (taxedUnitPrice: number, amount: number, taxRate = 21, isGift = false) => ({
  amount,
  taxedUnitPrice,
  unitPrice: Math.round((taxedUnitPrice / (1 + taxRate / 100)) * 100) / 100,
  taxRate,
  isGift,
});
const postage = { price: 98.35, taxedPrice: 119, taxRate: 21 };

describe('computeCartTotals', () => {
  it('adds the lines, the shipping and the payment, and splits the tax per rate', () => {
    const totals = computeCartTotals(
      czk({
        lines: [line(699, 2), line(779, 1, 12)],
        shipping: postage,
        payment: { price: 32.23, taxedPrice: 39, taxRate: 21 },
      }),
    );
    expect(totals.lines.map((l) => l.taxedTotalPrice)).toEqual([1398, 779]);
    expect(totals.taxedItemsPrice).toBe(2177);
    expect(totals.hasFreeShipping).toBe(true);
    expect(totals.shipping.taxedPrice).toBe(0);
    expect(totals.taxedTotalPrice).toBe(2177 + 39);
    expect(totals.taxPerRate.map((r) => [r.taxRate, r.taxedPrice])).toEqual([
      [21, 1437],
      [12, 779],
    ]);
    for (const rate of totals.taxPerRate) expect(rate.price + rate.taxAmount).toBeCloseTo(rate.taxedPrice, 6);
    expect(totals.totalPrice + totals.taxAmount).toBeCloseTo(totals.taxedTotalPrice, 6);
  });

  it('charges shipping below the threshold and says how much more ships free', () => {
    const totals = computeCartTotals(czk({ lines: [line(699, 1)], shipping: postage }));
    expect(totals.hasFreeShipping).toBe(false);
    expect(totals.freeShippingRemaining).toBe(1301);
    expect(totals.taxedTotalPrice).toBe(699 + 119);
  });

  it('has no remaining amount without a threshold', () => {
    const totals = computeCartTotals(czk({ lines: [line(699, 1)], freeShippingFrom: null }));
    expect(totals.freeShippingRemaining).toBeNull();
    expect(totals.hasFreeShipping).toBe(false);
  });

  it('takes a percentage voucher off the items, rounded to whole crowns, before the threshold', () => {
    const totals = computeCartTotals(
      czk({
        lines: [line(699, 3)],
        vouchers: [{ percents: 10, fixedTaxedAmount: null, freeShipping: false }],
        shipping: postage,
      }),
    );
    expect(totals.vouchers[0]?.taxedAmount).toBe(210);
    expect(totals.discountedTaxedItemsPrice).toBe(2097 - 210);
    expect(totals.hasFreeShipping).toBe(false);
    expect(totals.freeShippingRemaining).toBe(2000 - 1887);
    expect(totals.taxedTotalPrice).toBe(1887 + 119);
  });

  it('never takes off more than the items cost, and splits a fixed voucher over the tax rates', () => {
    const fixed = computeCartTotals(
      czk({
        lines: [line(100, 1), line(100, 1, 12)],
        vouchers: [{ percents: null, fixedTaxedAmount: 500, freeShipping: false }],
      }),
    );
    expect(fixed.discountedTaxedAmount).toBe(200);
    expect(fixed.taxedTotalPrice).toBe(0);
    const split = computeCartTotals(
      czk({
        lines: [line(300, 1), line(100, 1, 12)],
        vouchers: [{ percents: null, fixedTaxedAmount: 201, freeShipping: false }],
      }),
    );
    expect(split.taxPerRate.map((r) => r.taxedPrice)).toEqual([149, 50]);
  });

  it('gives free shipping with a free-shipping voucher', () => {
    const totals = computeCartTotals(
      czk({
        lines: [line(100, 1)],
        vouchers: [{ percents: null, fixedTaxedAmount: null, freeShipping: true }],
        shipping: postage,
      }),
    );
    expect(totals.hasFreeShipping).toBe(true);
    expect(totals.freeShippingRemaining).toBeNull();
    expect(totals.taxedTotalPrice).toBe(100);
    // What it saved is the shipping price it waived, not a deduction from the items.
    expect(totals.vouchers[0]).toEqual({
      amount: 0,
      taxedAmount: 0,
      waivedShippingAmount: 98.35,
      waivedShippingTaxedAmount: 119,
    });
    expect(totals.discountedTaxedAmount).toBe(0);
  });

  it('credits the waived shipping to no voucher when the threshold ships the cart free anyway', () => {
    const totals = computeCartTotals(
      czk({
        lines: [line(2100, 1)],
        vouchers: [{ percents: null, fixedTaxedAmount: null, freeShipping: true }],
        shipping: postage,
      }),
    );
    expect(totals.vouchers[0]?.waivedShippingTaxedAmount).toBe(0);
  });

  it('leaves gifts out of vouchers and thresholds', () => {
    const totals = computeCartTotals(
      czk({
        lines: [line(1990, 1), { ...line(0, 1), isGift: true }, line(50, 1, 21, true)],
        vouchers: [{ percents: 10, fixedTaxedAmount: null, freeShipping: false }],
      }),
    );
    expect(totals.vouchers[0]?.taxedAmount).toBe(199);
    expect(totals.purchasedTaxedPrice).toBe(1791);
    expect(totals.hasFreeShipping).toBe(false);
    expect(totals.taxedTotalPrice).toBe(1791 + 50);
  });

  it('rounds euro amounts to cents', () => {
    const totals = computeCartTotals(
      czk({
        decimalPlaces: 2,
        freeShippingFrom: 80,
        lines: [line(27.99, 3)],
        vouchers: [{ percents: 10, fixedTaxedAmount: null, freeShipping: false }],
      }),
    );
    expect(totals.taxedItemsPrice).toBe(83.97);
    expect(totals.discountedTaxedAmount).toBe(8.4);
    expect(totals.freeShippingRemaining).toBe(4.43);
  });

  it('is empty for an empty cart', () => {
    const totals = computeCartTotals(czk());
    expect(totals.taxedTotalPrice).toBe(0);
    expect(totals.taxPerRate).toEqual([]);
    expect(totals.freeShippingRemaining).toBe(2000);
  });
});

describe('splitProportionally', () => {
  it('splits in whole units that add up exactly', () => {
    const parts = splitProportionally(
      100,
      new Map([
        [21, 1],
        [12, 1],
        [0, 1],
      ]),
      0,
    );
    expect([...parts.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect([...parts.values()].sort()).toEqual([33, 33, 34]);
  });
});
