/** Money as the API answers it. */
interface Money {
  value: number;
  formatted: string;
}

/** A voucher of a cart or an order, as far as what it waived is concerned. */
export interface WaivingDiscount {
  name: string;
  code: string | null;
  waived_shipping_amount: Money;
  waived_shipping_taxed_amount: Money;
}

export interface ShippingWaiver {
  /** "Free shipping (FREESHIP)": the voucher's name and code, as the order's mail names it. */
  label: string;
  amount: Money;
  taxedAmount: Money;
}

/**
 * The shipping price a free-shipping voucher waived, when one did (a method is chosen and the
 * threshold did not already make shipping free): every page that shows a cart's or an order's
 * totals shows it the same way, the shipping at this price and the voucher taking it off, so the
 * rows add up to the total (docs/cart.md, "Free shipping").
 */
export function shippingWaiver(discounts: readonly WaivingDiscount[]): ShippingWaiver | null {
  const waiving = discounts.find((d) => d.waived_shipping_taxed_amount.value > 0);
  if (!waiving) return null;
  return {
    label: waiving.code ? `${waiving.name} (${waiving.code})` : waiving.name,
    amount: waiving.waived_shipping_amount,
    taxedAmount: waiving.waived_shipping_taxed_amount,
  };
}
