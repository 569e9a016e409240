import { cardGatewayMissing } from '../payments/card-gateways';
import type { AddressRequirement } from '@contract/codes/address-requirements';
import { addressTypeCodes, type AddressType } from '@contract/codes/address-types';
import { cartItemTypes, type CartItemType } from '@contract/codes/cart-item-types';
import { isPayLaterService } from '@contract/codes/pay-later';
import type { PaymentService } from '@contract/codes/payment-services';
import type { ShippingService } from '@contract/codes/shipping-services';
import type {
  Cart,
  CartAddress,
  CartChildItem,
  CartItem,
  PaymentUnavailableReason,
  CartPaymentMethod,
  CartShippingMethod,
  ShippingOption,
} from '@contract/entities/cart';
import type { CurrencyCode } from '@contract/locales';
import { addressFieldsOf } from '../addresses/address-row';
import { imageUrl } from '../images/image-url';
import { toMoney } from '../shop/money';
import { roundTo } from './cart-totals';
import type { CartAddressRow } from './cart.repository';
import type { CartContext, PricedCart, PricedLine } from './cart-pricing';
import type { PaymentMethodRow, ShippingMethodRow, ShippingOptionRow } from './checkout-methods.repository';

/** Turns a priced cart (and its methods and addresses) into the contract's shapes. */

const moneyIn = (ctx: CartContext) => (value: number) => toMoney(value, ctx.locale, ctx.currency);

function serializeChildItem(line: PricedLine, ctx: CartContext): CartChildItem {
  const money = moneyIn(ctx);
  const facts = line.facts;
  return {
    id: line.row.id,
    name: facts?.name ?? '',
    variation_name: facts?.variationName ?? null,
    image_id: facts?.imageId ?? null,
    image_url: facts?.imageId ? imageUrl(ctx.publicUrl, facts.imageId) : null,
    product_id: line.row.productId,
    product_variation_id: line.row.productVariationId,
    gift_id: line.row.giftId,
    amount: line.row.amount,
    item_type: line.row.itemType as CartItemType,
    parent_id: line.row.parentId,
    unit_price: money(line.unitPrice),
    taxed_unit_price: money(line.taxedUnitPrice),
    original_unit_price: money(line.originalUnitPrice),
    original_taxed_unit_price: money(line.originalTaxedUnitPrice),
    total_price: money(line.total.totalPrice),
    taxed_total_price: money(line.total.taxedTotalPrice),
    tax_rate: line.taxRate,
    tax_amount: money(line.total.taxAmount),
    product_urls: facts?.urls ?? {},
    url: facts?.urls[ctx.locale] ?? null,
    update_stock: facts?.updateStock ?? false,
    stock_state: Math.max(0, facts?.stockState ?? 0),
    max_amount: line.maxAmount === null ? null : Math.max(0, line.maxAmount),
    sold_out: line.soldOut,
  };
}

/** Top-level items with their children (a product gift under its product). */
export function serializeCartItems(priced: PricedCart): CartItem[] {
  const children = new Map<number, CartChildItem[]>();
  for (const line of priced.lines)
    if (line.row.parentId !== null)
      children.set(line.row.parentId, [
        ...(children.get(line.row.parentId) ?? []),
        serializeChildItem(line, priced.ctx),
      ]);
  return priced.lines
    .filter((line) => line.row.parentId === null)
    .map((line) => ({ ...serializeChildItem(line, priced.ctx), items: children.get(line.row.id) ?? [] }));
}

export interface ShippingMethodView {
  countryId: number | null;
  hasFreeShipping: boolean;
  chosenOptionId: number | null;
  chosenMethodId: number | null;
}

/** A method can be used when it delivers to the cart's country (or everywhere) and has a price in the currency. */
export function shippingMethodUsable(row: ShippingMethodRow, countryId: number | null) {
  const byCountry = row.countryIds.length === 0 || countryId === null || row.countryIds.includes(countryId);
  return { byCountry, usable: byCountry && row.taxedPrice !== null };
}

export function serializeShippingMethod(
  row: ShippingMethodRow,
  view: ShippingMethodView,
  ctx: CartContext,
): CartShippingMethod {
  const money = moneyIn(ctx);
  const { byCountry, usable } = shippingMethodUsable(row, view.countryId);
  const price = row.price ?? 0;
  const taxedPrice = row.taxedPrice ?? 0;
  return {
    id: row.method.id,
    name: row.name,
    description: row.description,
    price: money(view.hasFreeShipping ? 0 : price),
    taxed_price: money(view.hasFreeShipping ? 0 : taxedPrice),
    original_price: money(price),
    original_taxed_price: money(taxedPrice),
    tax_rate: row.taxRate,
    can_use: usable,
    can_be_used_by_country: byCountry,
    has_options: row.method.hasOptions,
    option_id: view.chosenMethodId === row.method.id ? view.chosenOptionId : null,
    delivery_time: row.deliveryTime,
    shipping_service: row.method.shippingService as ShippingService,
    address_requirement: row.method.addressRequirement as AddressRequirement,
    image_id: row.method.imageId,
    image_url: row.method.imageId ? imageUrl(ctx.publicUrl, row.method.imageId) : null,
    position: row.method.position,
  };
}

/** Why a payment method cannot be chosen now, or null when it can (`allowedByShipping`: the chosen shipping method allows it). */
export function paymentUnavailableReason(
  row: PaymentMethodRow,
  allowedByShipping: boolean,
  ctx: Pick<CartContext, 'cardGateways'>,
): PaymentUnavailableReason | null {
  if (row.taxedPrice === null) return 'currency';
  if (!allowedByShipping) return 'shipping_method';
  if (cardGatewayMissing(row.method.paymentService, ctx.cardGateways)) return 'gateway_not_configured';
  return null;
}

export function serializePaymentMethod(
  row: PaymentMethodRow,
  allowedByShipping: boolean,
  ctx: CartContext,
): CartPaymentMethod {
  const money = moneyIn(ctx);
  const unavailableReason = paymentUnavailableReason(row, allowedByShipping, ctx);
  return {
    id: row.method.id,
    name: row.name,
    description: row.description,
    payment_note: row.paymentNote,
    price: money(row.price ?? 0),
    taxed_price: money(row.taxedPrice ?? 0),
    tax_rate: row.taxRate,
    can_use: unavailableReason === null,
    unavailable_reason: unavailableReason,
    payment_service: row.method.paymentService as PaymentService,
    is_online: row.method.isOnline,
    is_pay_later: isPayLaterService(row.method.paymentService),
    image_id: row.method.imageId,
    image_url: row.method.imageId ? imageUrl(ctx.publicUrl, row.method.imageId) : null,
    position: row.method.position,
  };
}

export function serializeShippingOption(row: ShippingOptionRow): ShippingOption {
  return {
    id: row.id,
    shipping_method_id: row.shippingMethodId,
    code: row.code,
    name: row.name,
    street: row.street,
    city: row.city,
    post_code: row.postCode,
    country_id: row.countryId,
    opening_hours: row.openingHours,
  };
}

export function serializeCartAddress(row: CartAddressRow): CartAddress {
  return {
    id: row.id,
    type: row.type === addressTypeCodes.shipping ? 'shipping' : 'billing',
    customer_address_id: row.customerAddressId,
    ...addressFieldsOf(row),
    created_at: row.createdAt.toISOString(),
  };
}
export const addressTypeCode = (type: AddressType) => addressTypeCodes[type];

/** The cart answer. `incompatiblePayments` are the payment methods the chosen shipping method rules out. */
export function serializeCart(
  priced: PricedCart,
  extras: { shippingOption: ShippingOptionRow | null; incompatiblePayments: Set<number> },
): Cart {
  const { row, totals, ctx } = priced;
  const money = moneyIn(ctx);
  const own = priced.lines.filter((l) => l.row.itemType === cartItemTypes.classic);
  const view: ShippingMethodView = {
    countryId: row.countryId,
    hasFreeShipping: totals.hasFreeShipping,
    chosenOptionId: row.shippingOptionId,
    chosenMethodId: row.shippingMethodId,
  };
  const reservationSet = row.expirationAt !== null && row.expirationAt > new Date();
  return {
    id: row.id,
    currency: ctx.currency.code as CurrencyCode,
    expiration_at: reservationSet ? (row.expirationAt as Date).toISOString() : null,
    reservation_set: reservationSet,
    items_price: money(totals.itemsPrice),
    taxed_items_price: money(totals.taxedItemsPrice),
    discounted_items_price: money(totals.discountedItemsPrice),
    discounted_taxed_items_price: money(totals.discountedTaxedItemsPrice),
    discounted_amount: money(totals.discountedAmount),
    discounted_taxed_amount: money(totals.discountedTaxedAmount),
    shipping_price: money(totals.shipping.price),
    taxed_shipping_price: money(totals.shipping.taxedPrice),
    payment_price: money(totals.payment.price),
    taxed_payment_price: money(totals.payment.taxedPrice),
    total_price: money(priced.credits.totalPrice),
    taxed_total_price: money(priced.credits.taxedTotalPrice),
    total_price_without_credits: money(totals.totalPrice),
    taxed_total_price_without_credits: money(totals.taxedTotalPrice),
    credits_amount: money(priced.credits.value),
    customer_accounts: priced.credits.lines
      .filter((line) => line.amount > 0)
      .map((line) => ({
        customer_account_id: line.kind.customerAccountId,
        name: line.kind.name,
        amount: line.amount,
        value: money(line.value),
      })),
    tax_amount: money(roundTo(priced.credits.taxedTotalPrice - priced.credits.totalPrice, 2)),
    tax_per_rate: totals.taxPerRate.map((r) => ({
      tax_rate: r.taxRate,
      price: money(r.price),
      tax_amount: money(r.taxAmount),
      taxed_price: money(r.taxedPrice),
    })),
    amount: own.reduce((sum, l) => sum + l.row.amount, 0),
    total_amount: priced.lines.reduce((sum, l) => sum + l.row.amount, 0),
    unique_amount: own.length,
    email: row.email,
    has_account: row.customerId !== null,
    has_free_shipping: totals.hasFreeShipping,
    free_shipping_remaining: totals.freeShippingRemaining === null ? null : money(totals.freeShippingRemaining),
    has_shipping_address: row.hasShippingAddress,
    shipping_country_id: row.countryId,
    shipping_method_id: row.shippingMethodId,
    shipping_option_id: row.shippingOptionId,
    payment_method_id: row.paymentMethodId,
    shipping_method: priced.shippingMethod ? serializeShippingMethod(priced.shippingMethod, view, ctx) : null,
    shipping_option: extras.shippingOption ? serializeShippingOption(extras.shippingOption) : null,
    payment_method: priced.paymentMethod
      ? serializePaymentMethod(
          priced.paymentMethod,
          !extras.incompatiblePayments.has(priced.paymentMethod.method.id),
          ctx,
        )
      : null,
    discounts: priced.vouchers.map((v) => ({
      id: v.cartDiscountId,
      discount_id: v.voucher.id,
      name: v.voucher.name,
      code: v.voucher.code,
      percents: v.voucher.percents,
      free_shipping: v.voucher.freeShipping,
      discounted_amount: money(v.deduction.amount),
      discounted_taxed_amount: money(v.deduction.taxedAmount),
    })),
    items: serializeCartItems(priced),
    notices: priced.notices,
  };
}
