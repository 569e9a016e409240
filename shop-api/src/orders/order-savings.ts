import type { Money } from '@contract';
import type { Order } from '@contract/entities/order';

type OrderDiscount = Order['discounts'][number];

/**
 * How an order's savings are shown in its mail and on its invoice (docs/cart.md, "Free shipping"):
 * the shipping row at the price a free-shipping voucher waived, and each voucher's row taking off
 * what it saved (off the items plus that shipping), so the rows add up to the total.
 */
export function shippingBeforeWaiver(order: Pick<Order, 'discounts' | 'shipping'>): Money {
  const waived = order.discounts.find((d) => d.waived_shipping_taxed_amount.value > 0)?.waived_shipping_taxed_amount;
  return waived ?? order.shipping.taxed_price;
}

/** What a voucher saved, with tax: off the items, and the shipping it waived. */
export const voucherSaving = (discount: OrderDiscount): number =>
  discount.discounted_taxed_amount.value + discount.waived_shipping_taxed_amount.value;
