/**
 * The cart's money, as one pure function: every amount a cart or an order shows comes from here.
 *
 * Taxed amounts are what the shopper pays, so they are the basis: a line costs its taxed unit price
 * times its amount; a voucher takes off taxed money (rounded to the currency's decimals, whole crowns
 * stay whole); each tax rate's taxed total is then split into price and tax. Amounts without tax are
 * rounded to cents.
 */

export interface TotalsLine {
  amount: number;
  unitPrice: number;
  taxedUnitPrice: number;
  taxRate: number;
  /** Gifts are given, not bought: they count for nothing towards vouchers, thresholds and gifts. */
  isGift: boolean;
}

export interface TotalsVoucher {
  percents: number | null;
  /** A fixed amount with tax in the cart's currency. */
  fixedTaxedAmount: number | null;
  freeShipping: boolean;
}

export interface TotalsCharge {
  price: number;
  taxedPrice: number;
  taxRate: number;
}

export interface TotalsInput {
  decimalPlaces: number;
  lines: TotalsLine[];
  /** Applicable vouchers only. */
  vouchers: TotalsVoucher[];
  shipping: TotalsCharge | null;
  payment: TotalsCharge | null;
  /** Items (with tax, after vouchers) from which shipping is free; null when the shop has no threshold. */
  freeShippingFrom: number | null;
}

export interface RateTotals {
  taxRate: number;
  price: number;
  taxAmount: number;
  taxedPrice: number;
}

export interface VoucherDeduction {
  amount: number;
  taxedAmount: number;
  /**
   * The shipping price a free-shipping voucher waived (the chosen method's, before it was made
   * free), without and with tax: what the voucher saved beside the items. Zero for other vouchers,
   * before a method is chosen, and when the threshold alone already ships the cart free.
   */
  waivedShippingAmount: number;
  waivedShippingTaxedAmount: number;
}

export interface CartTotals {
  lines: { totalPrice: number; taxedTotalPrice: number; taxAmount: number }[];
  itemsPrice: number;
  taxedItemsPrice: number;
  /** Per voucher, in input order. */
  vouchers: VoucherDeduction[];
  discountedAmount: number;
  discountedTaxedAmount: number;
  discountedItemsPrice: number;
  discountedTaxedItemsPrice: number;
  /** The shopper's own items with tax after vouchers (gifts left out): what thresholds compare. */
  purchasedTaxedPrice: number;
  hasFreeShipping: boolean;
  freeShippingRemaining: number | null;
  shipping: TotalsCharge;
  payment: TotalsCharge;
  totalPrice: number;
  taxedTotalPrice: number;
  taxAmount: number;
  taxPerRate: RateTotals[];
}

export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};
const cents = (value: number) => roundTo(value, 2);
const untaxed = (taxed: number, rate: number) => cents(taxed / (1 + rate / 100));
const zeroCharge: TotalsCharge = { price: 0, taxedPrice: 0, taxRate: 0 };
const sumOf = (buckets: Map<number, number>) => [...buckets.values()].reduce((a, b) => a + b, 0);

/** Adds `amount` to the rate's bucket. */
function addTo(buckets: Map<number, number>, rate: number, amount: number): void {
  buckets.set(rate, (buckets.get(rate) ?? 0) + amount);
}

/**
 * Splits `total` over the buckets in proportion to their amounts, in steps of the currency's
 * smallest unit, so the parts add up to exactly `total` (largest remainder first).
 */
export function splitProportionally(
  total: number,
  buckets: Map<number, number>,
  decimals: number,
): Map<number, number> {
  const unit = 10 ** decimals;
  const whole = Math.round(total * unit);
  const sum = sumOf(buckets);
  const parts = new Map<number, number>();
  if (sum <= 0 || whole <= 0) return new Map([...buckets.keys()].map((key) => [key, 0]));
  const raw = [...buckets].map(([key, value]) => ({ key, exact: (whole * value) / sum }));
  let left = whole - raw.reduce((acc, r) => acc + Math.floor(r.exact), 0);
  const byRemainder = [...raw].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)));
  for (const r of byRemainder) {
    const extra = left > 0 ? 1 : 0;
    left -= extra;
    parts.set(r.key, (Math.floor(r.exact) + extra) / unit);
  }
  return parts;
}

/** What the vouchers take off the taxed items, per voucher and per tax rate; never more than the items cost. */
function deductVouchers(input: TotalsInput, itemsPerRate: Map<number, number>) {
  const perRate = new Map<number, number>();
  const remaining = new Map(itemsPerRate);
  const deductions = input.vouchers.map((voucher): VoucherDeduction => {
    const left = sumOf(remaining);
    let taxed = 0;
    if (voucher.percents) taxed += roundTo((left * voucher.percents) / 100, input.decimalPlaces);
    if (voucher.fixedTaxedAmount) taxed += voucher.fixedTaxedAmount;
    taxed = Math.min(roundTo(taxed, input.decimalPlaces), roundTo(left, input.decimalPlaces));
    const parts = splitProportionally(taxed, remaining, input.decimalPlaces);
    let amount = 0;
    for (const [rate, part] of parts) {
      remaining.set(rate, (remaining.get(rate) ?? 0) - part);
      addTo(perRate, rate, part);
      amount += untaxed(part, rate);
    }
    return { amount: cents(amount), taxedAmount: taxed, waivedShippingAmount: 0, waivedShippingTaxedAmount: 0 };
  });
  return { deductions, perRate };
}

export function computeCartTotals(input: TotalsInput): CartTotals {
  const itemsPerRate = new Map<number, number>();
  const giftsPerRate = new Map<number, number>();
  let taxedItemsPrice = 0;
  const lines = input.lines.map((line) => {
    const taxedTotalPrice = roundTo(line.taxedUnitPrice * line.amount, input.decimalPlaces);
    const totalPrice = cents(line.unitPrice * line.amount);
    taxedItemsPrice += taxedTotalPrice;
    addTo(line.isGift ? giftsPerRate : itemsPerRate, line.taxRate, taxedTotalPrice);
    return { totalPrice, taxedTotalPrice, taxAmount: cents(taxedTotalPrice - totalPrice) };
  });
  const { deductions, perRate: discountPerRate } = deductVouchers(input, itemsPerRate);
  const discountedTaxedAmount = roundTo(
    deductions.reduce((a, d) => a + d.taxedAmount, 0),
    input.decimalPlaces,
  );
  const discountedAmount = cents(deductions.reduce((a, d) => a + d.amount, 0));
  const discountedTaxedItemsPrice = roundTo(taxedItemsPrice - discountedTaxedAmount, input.decimalPlaces);
  const purchased = roundTo(sumOf(itemsPerRate) - discountedTaxedAmount, input.decimalPlaces);

  const threshold = input.freeShippingFrom;
  const byThreshold = threshold !== null && purchased >= threshold;
  const hasFreeShipping = input.vouchers.some((v) => v.freeShipping) || byThreshold;
  const freeShippingRemaining =
    hasFreeShipping || threshold === null ? null : roundTo(threshold - purchased, input.decimalPlaces);
  const shippingCharge = input.shipping ?? zeroCharge;
  // The first free-shipping voucher is what waived the shipping, unless the threshold did anyway.
  const waiver = byThreshold ? -1 : input.vouchers.findIndex((v) => v.freeShipping);
  const vouchers = deductions.map((deduction, index) =>
    index === waiver
      ? {
          ...deduction,
          waivedShippingAmount: shippingCharge.price,
          waivedShippingTaxedAmount: shippingCharge.taxedPrice,
        }
      : deduction,
  );
  const shipping = hasFreeShipping ? { ...shippingCharge, price: 0, taxedPrice: 0 } : shippingCharge;
  const payment = input.payment ?? zeroCharge;

  const taxedPerRate = new Map<number, number>();
  for (const [rate, taxed] of itemsPerRate) addTo(taxedPerRate, rate, taxed - (discountPerRate.get(rate) ?? 0));
  for (const [rate, taxed] of giftsPerRate) addTo(taxedPerRate, rate, taxed);
  for (const charge of [shipping, payment])
    if (charge.taxedPrice > 0) addTo(taxedPerRate, charge.taxRate, charge.taxedPrice);
  const taxPerRate = [...taxedPerRate]
    .filter(([, taxed]) => taxed > 0)
    .sort(([a], [b]) => b - a)
    .map(([taxRate, taxed]) => {
      const taxedPrice = roundTo(taxed, input.decimalPlaces);
      const price = untaxed(taxedPrice, taxRate);
      return { taxRate, price, taxAmount: cents(taxedPrice - price), taxedPrice };
    });
  const totalPrice = cents(taxPerRate.reduce((a, r) => a + r.price, 0));
  const taxedTotalPrice = roundTo(
    taxPerRate.reduce((a, r) => a + r.taxedPrice, 0),
    input.decimalPlaces,
  );
  const allItemsPerRate = new Map(itemsPerRate);
  for (const [rate, taxed] of giftsPerRate) addTo(allItemsPerRate, rate, taxed);
  const itemsPriceByRate = cents(
    [...allItemsPerRate].reduce((sum, [rate, taxed]) => sum + untaxed(roundTo(taxed, input.decimalPlaces), rate), 0),
  );
  return {
    lines,
    itemsPrice: itemsPriceByRate,
    taxedItemsPrice: roundTo(taxedItemsPrice, input.decimalPlaces),
    vouchers,
    discountedAmount,
    discountedTaxedAmount,
    discountedItemsPrice: cents(itemsPriceByRate - discountedAmount),
    discountedTaxedItemsPrice,
    purchasedTaxedPrice: purchased,
    hasFreeShipping,
    freeShippingRemaining,
    shipping,
    payment,
    totalPrice,
    taxedTotalPrice,
    taxAmount: cents(taxedTotalPrice - totalPrice),
    taxPerRate,
  };
}
