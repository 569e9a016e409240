import type { AddressRequirement } from '@contract/codes/address-requirements';
import { addressTypeCodes, type AddressType } from '@contract/codes/address-types';
import { isPayLaterService } from '@contract/codes/pay-later';
import type { PaymentService } from '@contract/codes/payment-services';
import type { ShippingService } from '@contract/codes/shipping-services';
import type {
  CartAddress,
  CartPaymentMethod,
  CartShippingMethod,
  PaymentUnavailableReason,
  ShippingOption,
} from '@contract/entities/cart';
import { addressFieldsOf } from '../addresses/address-row';
import { imageUrl } from '../images/image-url';
import { cardGatewayMissing } from '../payments/card-gateways';
import { toMoney } from '../shop/money';
import type { CartAddressRow } from '../cart/cart.repository';
import type { CartContext } from '../cart/cart-pricing';
import type { PaymentMethodRow, ShippingMethodRow, ShippingOptionRow } from './checkout-methods.repository';

/** The checkout's shapes: a cart's shipping and payment methods, pickup points and addresses. */

const moneyIn = (ctx: CartContext) => (value: number) => toMoney(value, ctx.locale, ctx.currency);

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
