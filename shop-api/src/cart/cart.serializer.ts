import { cartItemTypes, type CartItemType } from '@contract/codes/cart-item-types';
import type { Cart, CartChildItem, CartItem } from '@contract/entities/cart';
import type { CurrencyCode } from '@contract/locales';
import { imageUrl } from '../images/image-url';
import { toMoney } from '../shop/money';
import {
  serializePaymentMethod,
  serializeShippingMethod,
  serializeShippingOption,
  type ShippingMethodView,
} from '../checkout/checkout.serializer';
import type { ShippingOptionRow } from '../checkout/checkout-methods.repository';
import { roundTo } from './cart-totals';
import type { CartContext, PricedCart, PricedLine } from './cart-pricing';

/** Turns a priced cart into the contract's shapes (its methods and addresses: checkout/checkout.serializer.ts). */

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
      waived_shipping_amount: money(v.deduction.waivedShippingAmount),
      waived_shipping_taxed_amount: money(v.deduction.waivedShippingTaxedAmount),
    })),
    items: serializeCartItems(priced),
    notices: priced.notices,
  };
}
