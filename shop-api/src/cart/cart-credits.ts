import { roundTo } from './cart-totals';

/**
 * Loyalty credits in a cart (docs/orders-and-payments.md, "Customers"), as pure rules: what a
 * credit is worth in a currency, what the credits spent on a cart pay of it, and how many credits
 * a paid order earns. Credits pay for the order like money: they come off the total to pay, after
 * vouchers and with shipping and payment; the tax breakdown stays that of the goods sold.
 */

export interface CreditKind {
  customerAccountId: number;
  name: string;
  /** What one credit is worth in CZK. */
  conversionCzk: number;
  /** What one credit is worth in euro cents. */
  conversionEurCents: number;
}

/** What one credit is worth in the currency (0 in a currency the shop has no rate for). */
export function creditValue(kind: Pick<CreditKind, 'conversionCzk' | 'conversionEurCents'>, currencyCode: string) {
  if (currencyCode === 'CZK') return kind.conversionCzk;
  if (currencyCode === 'EUR') return kind.conversionEurCents / 100;
  return 0;
}

export interface SpentCredits {
  kind: CreditKind;
  amount: number;
}

export interface AppliedCredits {
  lines: { kind: CreditKind; amount: number; value: number }[];
  /** What the credits pay, at most the total. */
  value: number;
  totalPrice: number;
  taxedTotalPrice: number;
}

/**
 * Takes the credits off the cart's totals: each kind's value (credits × rate), in the order given,
 * never more than is left to pay. The total without tax shrinks in the same proportion.
 */
export function applyCredits(
  totals: { totalPrice: number; taxedTotalPrice: number },
  spent: SpentCredits[],
  currency: { code: string; decimalPlaces: number },
): AppliedCredits {
  let left = totals.taxedTotalPrice;
  const lines = spent.map(({ kind, amount }) => {
    const value = Math.max(
      0,
      Math.min(roundTo(amount * creditValue(kind, currency.code), currency.decimalPlaces), left),
    );
    left = roundTo(left - value, currency.decimalPlaces);
    return { kind, amount, value };
  });
  const value = roundTo(totals.taxedTotalPrice - left, currency.decimalPlaces);
  const share = totals.taxedTotalPrice > 0 ? left / totals.taxedTotalPrice : 0;
  return { lines, value, taxedTotalPrice: left, totalPrice: roundTo(totals.totalPrice * share, 2) };
}

/**
 * The most credits of a kind a cart can take: the customer's balance, and no more than what is
 * left to pay after the other kinds (rounded down to whole credits).
 */
export function maxSpendableCredits(
  balance: number,
  leftToPay: number,
  kind: Pick<CreditKind, 'conversionCzk' | 'conversionEurCents'>,
  currencyCode: string,
): number {
  const value = creditValue(kind, currencyCode);
  const byTotal = value > 0 ? Math.ceil(roundTo(leftToPay / value, 6)) : 0;
  return Math.max(0, Math.min(balance, byTotal));
}

/**
 * Credits a paid order earns: 1 per whole 100 CZK, or per whole 4 EUR, of what was paid (the
 * total after credits). Other currencies earn none.
 */
export function creditsEarned(paidTotal: number, currencyCode: string): number {
  if (currencyCode === 'CZK') return Math.max(0, Math.floor(paidTotal / 100));
  if (currencyCode === 'EUR') return Math.max(0, Math.floor(paidTotal / 4));
  return 0;
}
