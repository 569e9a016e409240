import { isGiftItemType } from '@contract/codes/cart-item-types';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { StoredTaxPerRate } from '../db/schema';
import type { OrderItemRow, OrderRow } from '../orders/orders.repository';

/**
 * What goods sent back are worth (docs/returns-and-complaints.md, "Amounts"): the prices the order
 * fixed, vouchers on the whole order shared out over its items. Pure.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Whether an order line can be sent back on its own: not a gift, not an item inside a package. */
export function isReturnableLine(item: Pick<OrderItemRow, 'orderItemType'>): boolean {
  return !isGiftItemType(item.orderItemType) && item.orderItemType !== cartItemTypes.packageItem;
}

export interface LinePrices {
  unitPrice: number;
  taxedUnitPrice: number;
  totalPrice: number;
  taxedTotalPrice: number;
  taxAmount: number;
}

/** `amount` units of an order line at the prices it was ordered for. */
export function linePrices(item: Pick<OrderItemRow, 'unitPrice' | 'taxedUnitPrice'>, amount: number): LinePrices {
  const totalPrice = round2(item.unitPrice * amount);
  const taxedTotalPrice = round2(item.taxedUnitPrice * amount);
  return {
    unitPrice: item.unitPrice,
    taxedUnitPrice: item.taxedUnitPrice,
    totalPrice,
    taxedTotalPrice,
    taxAmount: round2(taxedTotalPrice - totalPrice),
  };
}

/** The share of the items' price the shopper paid after vouchers on the whole order (1 without any). */
export function paidShare(order: Pick<OrderRow, 'taxedItemsPrice' | 'discountedTaxedAmount'>): number {
  if (order.taxedItemsPrice <= 0) return 1;
  return Math.min(1, Math.max(0, (order.taxedItemsPrice - order.discountedTaxedAmount) / order.taxedItemsPrice));
}

/**
 * The share of an order's value paid in money rather than loyalty credits (1 without credits).
 * Credits pay the order's total like money (docs/cart.md, "Credits in the totals"), so every part
 * of it (items, shipping) was paid in the same proportion.
 */
export function moneyShare(order: Pick<OrderRow, 'taxedTotalPrice' | 'creditsAmount'>): number {
  const whole = order.taxedTotalPrice + order.creditsAmount;
  if (order.creditsAmount <= 0 || whole <= 0) return 1;
  return Math.min(1, Math.max(0, order.taxedTotalPrice / whole));
}

export interface CreditAmount {
  customerAccountId: number;
  amount: number;
}

/**
 * The credits, per kind, that goods worth `value` (with tax, before credits) bring back: each kind
 * spent on the order in the proportion of `value` to the order's worth before credits, rounded to
 * whole credits. Kinds that round to 0 are left out.
 */
export function creditsBack(
  spent: CreditAmount[],
  value: number,
  order: Pick<OrderRow, 'taxedTotalPrice' | 'creditsAmount'>,
): CreditAmount[] {
  const whole = order.taxedTotalPrice + order.creditsAmount;
  if (order.creditsAmount <= 0 || whole <= 0 || value <= 0) return [];
  const fraction = Math.min(1, value / whole);
  return spent
    .map((kind) => ({
      customerAccountId: kind.customerAccountId,
      amount: Math.round(Math.round(kind.amount * fraction * 1e6) / 1e6),
    }))
    .filter((kind) => kind.amount > 0);
}

/** A rated amount scaled by a share (the money's share of it). */
export const scaled = (amount: RatedAmount, share: number): RatedAmount => ({
  taxRate: amount.taxRate,
  price: round2(amount.price * share),
  taxedPrice: round2(amount.taxedPrice * share),
});

/** A priced amount at a tax rate: an item (positive) or a charge kept back (negative). */
export interface RatedAmount {
  taxRate: number;
  price: number;
  taxedPrice: number;
}

export interface AfterSaleTotals {
  price: number;
  taxedPrice: number;
  taxAmount: number;
  taxPerRate: StoredTaxPerRate[];
}

/** The sum of rated amounts, per rate and in all; a total below zero counts as zero. */
export function totalsOf(amounts: RatedAmount[]): AfterSaleTotals {
  const perRate = new Map<number, StoredTaxPerRate>();
  for (const amount of amounts) {
    const entry = perRate.get(amount.taxRate) ?? { tax_rate: amount.taxRate, price: 0, tax_amount: 0, taxed_price: 0 };
    entry.price = round2(entry.price + amount.price);
    entry.taxed_price = round2(entry.taxed_price + amount.taxedPrice);
    entry.tax_amount = round2(entry.taxed_price - entry.price);
    perRate.set(amount.taxRate, entry);
  }
  const taxPerRate = [...perRate.values()].filter((entry) => entry.taxed_price !== 0);
  const price = Math.max(0, round2(taxPerRate.reduce((sum, entry) => sum + entry.price, 0)));
  const taxedPrice = Math.max(0, round2(taxPerRate.reduce((sum, entry) => sum + entry.taxed_price, 0)));
  return { price, taxedPrice, taxAmount: round2(taxedPrice - price), taxPerRate };
}

/** Items' rated amounts, each scaled by the order's paid share. */
export function itemAmounts(lines: { item: OrderItemRow; amount: number }[], share: number): RatedAmount[] {
  return lines
    .filter((line) => line.amount > 0)
    .map(({ item, amount }) => {
      const prices = linePrices(item, amount);
      return {
        taxRate: item.taxRate,
        price: round2(prices.totalPrice * share),
        taxedPrice: round2(prices.taxedTotalPrice * share),
      };
    });
}
