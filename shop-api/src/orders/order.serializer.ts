import type { Locale, Money } from '@contract';
import { addressTypeCodes, type AddressType } from '@contract/codes/address-types';
import type { CartItemType } from '@contract/codes/cart-item-types';
import { isPayLaterService } from '@contract/codes/pay-later';
import { paymentServices, type PaymentService } from '@contract/codes/payment-services';
import type { ShippingService } from '@contract/codes/shipping-services';
import type {
  Order,
  OrderAddress,
  OrderState,
  OrderSummary,
  PaymentInstructions,
  PlacedOrder,
} from '@contract/entities/order';
import { buildSpayd } from '@contract/payments/spayd';
import { addressFieldsOf } from '../addresses/address-row';
import { imageUrl } from '../images/image-url';
import { companyInfo } from '../shop/company-info';
import { toMoney } from '../shop/money';
import type { OrderAddressRow, OrderRow, StoredOrder } from './orders.repository';

export interface OrderView {
  /** The request's language: money is formatted in it. */
  locale: Locale;
  publicUrl: string;
  /**
   * Signs an invoice's `download_url` (orders/invoice-link.ts). Given only where the reader has
   * shown they may open the order (GET /orders/{id}); elsewhere `download_url` is null.
   */
  invoiceLink?: (orderId: number, invoiceId: number) => string;
}

const orderWord: Record<Locale, string> = { cs: 'Objednavka', sk: 'Objednavka', en: 'Order' };

function addressOf(row: OrderAddressRow): OrderAddress {
  const type: AddressType = row.type === addressTypeCodes.shipping ? 'shipping' : 'billing';
  return {
    type,
    ...addressFieldsOf(row),
  };
}

/**
 * How to pay a bank transfer that is still open: the shop's account, the order's number as the
 * variable symbol, the amount and the due day, and the Czech QR payment string (SPAYD) of it all.
 * Null for any other payment, and once the order is paid or cancelled.
 */
function paymentInstructions(stored: StoredOrder, money: (v: number) => Money): PaymentInstructions | null {
  const { order, currency } = stored;
  if (order.paymentService !== paymentServices.bankTransaction) return null;
  if (order.paidAt || order.cancelledAt || !order.bankAccount || !order.iban || !order.paymentDueDate) return null;
  const spayd = buildSpayd({
    iban: order.iban,
    bic: order.swift,
    amount: order.taxedTotalPrice,
    currency: currency.code,
    variableSymbol: order.variableSymbol,
    message: `${orderWord[order.locale as Locale] ?? orderWord.en} ${order.code}`,
    recipientName: companyInfo.name,
    dueDate: order.paymentDueDate,
  });
  return {
    bank_account: order.bankAccount,
    iban: order.iban,
    swift: order.swift,
    variable_symbol: order.variableSymbol,
    amount: money(order.taxedTotalPrice),
    due_date: order.paymentDueDate,
    // A payment the standard cannot carry (an amount of 0, say) gets no QR code; the fields still show.
    qr_payload: spayd.ok ? spayd.value : '',
  };
}

/**
 * Where the order stands (docs/orders-and-payments.md, "Their orders"): cancelled when
 * `cancelled_at` is set, paid when `paid_at` is, else paid later for the offline payment services
 * and waiting for its online payment.
 */
export function orderState(order: Pick<OrderRow, 'paidAt' | 'cancelledAt' | 'paymentService'>): OrderState {
  if (order.cancelledAt) return 'cancelled';
  if (order.paidAt) return 'paid';
  return isPayLaterService(order.paymentService) ? 'pay_later' : 'awaiting_payment';
}

/** The path of an invoice's printable page, under the API. */
export const invoicePath = (orderId: number, invoiceId: number) => `/orders/${orderId}/invoices/${invoiceId}`;

/** The order as the API answers it; money in the order's own currency, formatted in the request's language. */
export function toOrder(stored: StoredOrder, view: OrderView): Order {
  const { order, currency } = stored;
  const money = (value: number) => toMoney(value, view.locale, currency);
  return {
    id: order.id,
    code: order.code,
    currency: currency.code as Order['currency'],
    language: order.locale as Locale,
    email: order.email,
    note: order.note,
    customer_id: order.customerId,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    items_price: money(order.itemsPrice),
    taxed_items_price: money(order.taxedItemsPrice),
    discounted_amount: money(order.discountedAmount),
    discounted_taxed_amount: money(order.discountedTaxedAmount),
    total_price: money(order.totalPrice),
    taxed_total_price: money(order.taxedTotalPrice),
    tax_amount: money(order.taxAmount),
    tax_per_rate: order.taxPerRate.map((rate) => ({
      tax_rate: rate.tax_rate,
      price: money(rate.price),
      tax_amount: money(rate.tax_amount),
      taxed_price: money(rate.taxed_price),
    })),
    items: stored.items.map((item) => ({
      id: item.id,
      name: item.name,
      variation_name: item.variationName,
      product_id: item.productId,
      product_variation_id: item.productVariationId,
      gift_id: item.giftId,
      parent_id: item.parentId,
      order_item_type: item.orderItemType as CartItemType,
      code: item.code,
      sku: item.sku,
      image_url: item.imageId === null ? null : imageUrl(view.publicUrl, item.imageId),
      amount: item.amount,
      unit_price: money(item.unitPrice),
      taxed_unit_price: money(item.taxedUnitPrice),
      total_price: money(item.totalPrice),
      taxed_total_price: money(item.taxedTotalPrice),
      tax_rate: item.taxRate,
    })),
    shipping: {
      shipping_method_id: order.shippingMethodId,
      name: order.shippingName,
      price: money(order.shippingPrice),
      taxed_price: money(order.shippingTaxedPrice),
      tax_rate: order.shippingTaxRate,
      shipping_option_id: order.shippingOptionId,
      shipping_option_name: order.shippingOptionName,
      shipping_service: order.shippingService as ShippingService,
    },
    payment: {
      payment_method_id: order.paymentMethodId,
      name: order.paymentName,
      price: money(order.paymentPrice),
      taxed_price: money(order.paymentTaxedPrice),
      tax_rate: order.paymentTaxRate,
      payment_service: order.paymentService as PaymentService,
      is_online: order.paymentIsOnline,
      is_pay_later: isPayLaterService(order.paymentService),
      payment_note: order.paymentNote,
    },
    addresses: stored.addresses.map(addressOf),
    discounts: stored.discounts.map((d) => ({
      id: d.id,
      name: d.name,
      code: d.code,
      discounted_amount: money(d.discountedAmount),
      discounted_taxed_amount: money(d.discountedTaxedAmount),
      waived_shipping_amount: money(d.waivedShippingAmount),
      waived_shipping_taxed_amount: money(d.waivedShippingTaxedAmount),
      is_for_purchase: d.isForPurchase,
    })),
    payment_instructions: paymentInstructions(stored, money),
    state: orderState(order),
    credits_amount: money(order.creditsAmount),
    shipments: stored.shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      tracking_number: s.trackingNumber,
      tracking_url: s.trackingUrl,
      created_at: s.createdAt.toISOString(),
    })),
    invoices: stored.invoices.map((i) => ({
      id: i.id,
      name: i.number,
      number: i.number,
      taxed_total_price: money(i.taxedTotalPrice),
      issued_at: i.issuedAt.toISOString(),
      url: invoicePath(order.id, i.id),
      download_url: view.invoiceLink?.(order.id, i.id) ?? null,
    })),
  };
}

export function toPlacedOrder(
  stored: StoredOrder,
  view: OrderView,
  accessToken: string,
  accountNotice: PlacedOrder['account_notice'] = null,
): PlacedOrder {
  return { ...toOrder(stored, view), access_token: accessToken, account_notice: accountNotice };
}

/** A row of the customer's order list. */
export function toOrderSummary(
  row: { order: OrderRow; currency: StoredOrder['currency']; itemsCount: number },
  view: OrderView,
): OrderSummary {
  const { order, currency } = row;
  const money = (value: number) => toMoney(value, view.locale, currency);
  return {
    id: order.id,
    code: order.code,
    state: orderState(order),
    currency: currency.code as Order['currency'],
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    taxed_total_price: money(order.taxedTotalPrice),
    total_price: money(order.totalPrice),
    credits_amount: money(order.creditsAmount),
    items_count: row.itemsCount,
    payment: {
      payment_method_id: order.paymentMethodId,
      name: order.paymentName,
      payment_service: order.paymentService as PaymentService,
      is_online: order.paymentIsOnline,
      is_pay_later: isPayLaterService(order.paymentService),
    },
    shipping_name: order.shippingName,
  };
}
