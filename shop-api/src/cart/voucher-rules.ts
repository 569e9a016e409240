import { msg, type Message } from '../messages/message';

/**
 * Whether a voucher applies to a cart: pure rules, one message per reason (the message a shopper
 * reads under the code field).
 */

export interface VoucherFacts {
  code: string;
  isActive: boolean;
  percents: number | null;
  freeShipping: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  limitOrders: number | null;
  usedOrders: number;
  /** The fixed amount (with tax) in the cart's currency; null for a percentage voucher or without a row. */
  fixedTaxedAmount: number | null;
  /** The smallest order (items with tax) in the cart's currency; null for none. */
  minimumTaxedOrder: number | null;
  /** True when the voucher has any fixed amount (in some currency). */
  isFixed: boolean;
}

export interface VoucherCart {
  /** The shopper's own items with tax, before vouchers. */
  itemsTaxedPrice: number;
  hasItems: boolean;
  currencyCode: string;
}

export type VoucherProblem =
  | { reason: 'inactive' | 'not_yet_valid' | 'expired' | 'used_up' | 'empty_cart' | 'currency' }
  | { reason: 'minimum'; minimum: number };

/** The first reason the voucher does not apply now, or null when it does. */
export function voucherProblem(voucher: VoucherFacts, cart: VoucherCart, now: Date): VoucherProblem | null {
  if (!voucher.isActive) return { reason: 'inactive' };
  if (voucher.validFrom && voucher.validFrom > now) return { reason: 'not_yet_valid' };
  if (voucher.validTo && voucher.validTo <= now) return { reason: 'expired' };
  if (voucher.limitOrders !== null && voucher.usedOrders >= voucher.limitOrders) return { reason: 'used_up' };
  if (!cart.hasItems) return { reason: 'empty_cart' };
  if (voucher.isFixed && voucher.fixedTaxedAmount === null) return { reason: 'currency' };
  if (voucher.minimumTaxedOrder !== null && cart.itemsTaxedPrice < voucher.minimumTaxedOrder)
    return { reason: 'minimum', minimum: voucher.minimumTaxedOrder };
  return null;
}

/** The message for a problem; `money` formats an amount in the cart's currency and language. */
export function voucherProblemMessage(
  problem: VoucherProblem,
  currencyCode: string,
  money: (value: number) => string,
): Message {
  switch (problem.reason) {
    case 'inactive':
      return msg('voucher.inactive');
    case 'not_yet_valid':
      return msg('voucher.notYetValid');
    case 'expired':
      return msg('voucher.expired');
    case 'used_up':
      return msg('voucher.usedUp');
    case 'empty_cart':
      return msg('voucher.emptyCart');
    case 'currency':
      return msg('voucher.currency', { currency: currencyCode });
    case 'minimum':
      return msg('voucher.minimum', { minimum: money(problem.minimum) });
  }
}

/** Codes are compared upper-case and without surrounding spaces. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}
