import type { Locale, Money } from '@contract';
import type { AddressRequirement } from '@contract/codes/address-requirements';
import type { RefundReason, RefundResolution, RefundState } from '@contract/codes/returns';
import type { ShippingService } from '@contract/codes/shipping-services';
import type { RefundShippingMethod } from '@contract/entities/after-sale';
import type { Refund, RefundItem } from '@contract/entities/refund';
import { imageUrl } from '../images/image-url';
import type { StoredOrder } from '../orders/orders.repository';
import { toMoney } from '../shop/money';
import { toAfterSaleAddress } from './after-sale-address';
import {
  creditsBack,
  isReturnableLine,
  itemAmounts,
  linePrices,
  moneyShare,
  paidShare,
  scaled,
  totalsOf,
  type CreditAmount,
  type RatedAmount,
} from './after-sale-prices';
import type { RefundMethodRow } from './after-sale.repository';
import type { RefundAddressRow, RefundItemRow, RefundRow } from './refunds.repository';

/** Everything a return's answer is made of; `refund-reads.ts` gathers it. */
export interface RefundParts {
  refund: RefundRow;
  items: RefundItemRow[];
  addresses: RefundAddressRow[];
  stored: StoredOrder;
  heldElsewhere: Map<number, number>;
  method: RefundMethodRow | null;
  optionName: string | null;
  variationNames: Map<number, Record<string, string>>;
  /** The credits the order spent, per kind (empty for an order paid without credits). */
  creditsSpent: CreditAmount[];
}

export interface AfterSaleView {
  locale: Locale;
  publicUrl: string;
}

/** Whether money goes back by bank transfer: the order was not paid online (a card refund goes to the card). */
export const refundNeedsBankAccount = (stored: StoredOrder) => !stored.order.paymentIsOnline;

/** A return method as the order can use it: priced in its currency, and serving its shipping country. */
export function toRefundShippingMethod(
  row: RefundMethodRow,
  stored: StoredOrder,
  money: (value: number) => Money,
): RefundShippingMethod {
  const shippingCountry = stored.addresses.find((address) => address.type === 1)?.countryId;
  const billingCountry = stored.addresses.find((address) => address.type === 2)?.countryId;
  const countryId = shippingCountry ?? billingCountry ?? null;
  const servesCountry = row.countryIds.length === 0 || countryId === null || row.countryIds.includes(countryId);
  return {
    id: row.method.id,
    name: row.name,
    description: row.description,
    position: row.method.position,
    price: money(row.price ?? 0),
    taxed_price: money(row.taxedPrice ?? 0),
    shipping_service: row.method.shippingService as ShippingService,
    can_use: row.price !== null && servesCountry,
    has_options: row.method.hasOptions,
    address_requirement: row.method.addressRequirement as AddressRequirement,
  };
}

/**
 * The amounts a return pays back in money: items, the order's shipping on a full withdrawal, each
 * less the share credits paid of it (that goes back to the credit account: `creditsRefund`,
 * `creditAmounts`), less the return method.
 */
export function refundAmounts(parts: RefundParts): {
  items: RatedAmount[];
  amounts: RatedAmount[];
  shippingRefund: number;
  creditsRefund: number;
  creditAmounts: CreditAmount[];
} {
  const { refund, items, stored, method } = parts;
  const orderItems = new Map(stored.items.map((item) => [item.id, item]));
  const lines = items.flatMap((line) => {
    const item = orderItems.get(line.orderItemId);
    return item ? [{ item, amount: line.amount }] : [];
  });
  const itemsPaid = itemAmounts(lines, paidShare(stored.order));
  const given: RatedAmount[] = [...itemsPaid];
  const everyUnit =
    lines.length > 0 &&
    stored.items
      .filter(isReturnableLine)
      .every((item) => lines.some((line) => line.item.id === item.id && line.amount === item.amount));
  const { order } = stored;
  const shippingRefund = refund.isWithdrawal && everyUnit ? order.shippingTaxedPrice : 0;
  if (shippingRefund > 0)
    given.push({ taxRate: order.shippingTaxRate, price: order.shippingPrice, taxedPrice: order.shippingTaxedPrice });
  const share = moneyShare(order);
  const amounts = given.map((amount) => scaled(amount, share));
  const givenTaxed = given.reduce((sum, amount) => sum + amount.taxedPrice, 0);
  const creditsRefund =
    Math.round((givenTaxed - amounts.reduce((sum, amount) => sum + amount.taxedPrice, 0)) * 100) / 100;
  if (method && (method.taxedPrice ?? 0) > 0)
    amounts.push({ taxRate: method.taxRate, price: -(method.price ?? 0), taxedPrice: -(method.taxedPrice ?? 0) });
  const creditAmounts = creditsBack(parts.creditsSpent, givenTaxed, order);
  return { items: itemsPaid, amounts, shippingRefund, creditsRefund, creditAmounts };
}

function toRefundItem(parts: RefundParts, line: RefundItemRow, view: AfterSaleView, money: (v: number) => Money) {
  const item = parts.stored.items.find((orderItem) => orderItem.id === line.orderItemId);
  if (!item) return [];
  const prices = linePrices(item, line.amount);
  const refundItem: RefundItem = {
    id: line.id,
    name: item.name,
    order_id: item.orderId,
    order_item_id: item.id,
    sku: item.sku,
    amount: line.amount,
    max_amount: Math.max(0, item.amount - (parts.heldElsewhere.get(item.id) ?? 0)),
    tax_rate: item.taxRate,
    tax_amount: money(prices.taxAmount),
    unit_price: money(prices.unitPrice),
    taxed_unit_price: money(prices.taxedUnitPrice),
    total_price: money(prices.totalPrice),
    taxed_total_price: money(prices.taxedTotalPrice),
    image_url: item.imageId === null ? null : imageUrl(view.publicUrl, item.imageId),
    variation_properties_names:
      item.productVariationId === null ? {} : (parts.variationNames.get(item.productVariationId) ?? {}),
    reason: line.reason as RefundReason | null,
    preferred_resolve: line.preferredResolve as RefundResolution | null,
  };
  return [refundItem];
}

/** A return as the API answers it, money in the order's currency, formatted in the request's language. */
export function toRefund(parts: RefundParts, view: AfterSaleView): Refund {
  const { refund, stored } = parts;
  const money = (value: number) => toMoney(value, view.locale, stored.currency);
  const chosen = parts.items.filter((line) => line.amount > 0);
  const { items, amounts, shippingRefund, creditsRefund, creditAmounts } = refundAmounts(parts);
  const totals = totalsOf(amounts);
  const itemsTotals = totalsOf(items);
  return {
    id: refund.id,
    order_id: refund.orderId,
    order_code: stored.order.code,
    state: refund.state as RefundState,
    is_withdrawal: refund.isWithdrawal,
    document_number: refund.documentNumber,
    total_amount: chosen.reduce((sum, line) => sum + line.amount, 0),
    unique_amount: chosen.length,
    items_price: money(itemsTotals.price),
    taxed_items_price: money(itemsTotals.taxedPrice),
    shipping_refund: money(shippingRefund),
    credits_refund: money(creditsRefund),
    credit_amounts: creditAmounts.map((kind) => ({ customer_account_id: kind.customerAccountId, amount: kind.amount })),
    total_price: money(totals.price),
    taxed_total_price: money(totals.taxedPrice),
    tax_amount: money(totals.taxAmount),
    tax_per_rate: totals.taxPerRate.map((rate) => ({
      tax_rate: rate.tax_rate,
      price: money(rate.price),
      tax_amount: money(rate.tax_amount),
      taxed_price: money(rate.taxed_price),
    })),
    shipping_method: parts.method ? toRefundShippingMethod(parts.method, stored, money) : null,
    shipping_option_id: refund.shippingOptionId,
    shipping_option_name: parts.optionName,
    has_shipping_address: refund.hasShippingAddress,
    needs_bank_account: refundNeedsBankAccount(stored),
    bank_account_number: refund.bankAccountNumber,
    bank_code: refund.bankCode,
    bank_account_iban: refund.bankAccountIban,
    bank_swift_code: refund.bankSwiftCode,
    expiration_at: refund.expirationAt.toISOString(),
    created_at: refund.createdAt.toISOString(),
    submitted_at: refund.submittedAt?.toISOString() ?? null,
    items: parts.items.flatMap((line) => toRefundItem(parts, line, view, money)),
    addresses: parts.addresses.map(toAfterSaleAddress),
  };
}
