import type { Locale } from '@contract';
import type { CreateOrderBody } from '@contract/calls/orders';
import { addressRequirements } from '@contract/codes/address-requirements';
import { addressTypeCodes } from '@contract/codes/address-types';
import { paymentServices } from '@contract/codes/payment-services';
import type { CartAddress } from '@contract/entities/address';
import type { Cart, CartChildItem } from '@contract/entities/cart';
import { dueDate } from './order-code';
import type { OrderAddressInsert, OrderDiscountInsert, OrderInsert, OrderItemInsert } from './orders.repository';

/**
 * The rows of an order, copied from the cart as GET /carts/{id} answers it in the request's
 * currency: every price is fixed here, so a later change of the catalogue, a method's price or a
 * voucher does not change the order. Pure.
 */

export interface OrderDraftInput {
  cart: Cart;
  billing: CartAddress | null;
  shipping: CartAddress | null;
  body: CreateOrderBody;
  currencyId: number;
  locale: Locale;
  placedAt: Date;
  /** Product and variation codes, keyed `productId:variationId` (0 without a variation). */
  codes: Map<string, { code: string | null; sku: string | null }>;
  /** The payment method's bank account, for a bank transfer. */
  bank: { bankAccount: string | null; iban: string | null; swift: string | null; dueDays: number } | undefined;
  /** Each voucher's `is_for_purchase`, by discount id. */
  purchaseFlags: Map<number, boolean>;
}

export type OrderLine = Omit<OrderItemInsert, 'orderId' | 'parentId'> & { parentIndex: number | null };

export interface OrderDraft {
  order: Omit<OrderInsert, 'id' | 'code' | 'variableSymbol' | 'accessTokenHash' | 'idempotencyKey' | 'cartId'>;
  lines: OrderLine[];
  addresses: Omit<OrderAddressInsert, 'orderId'>[];
  discounts: Omit<OrderDiscountInsert, 'orderId'>[];
}

function line(item: CartChildItem, codes: OrderDraftInput['codes'], parentIndex: number | null): OrderLine {
  const code = codes.get(`${item.product_id}:${item.product_variation_id ?? 0}`);
  return {
    parentIndex,
    productId: item.product_id,
    productVariationId: item.product_variation_id,
    giftId: item.gift_id,
    orderItemType: item.item_type,
    name: item.name,
    variationName: item.variation_name,
    code: code?.code ?? null,
    sku: code?.sku ?? null,
    imageId: item.image_id,
    amount: item.amount,
    unitPrice: item.unit_price.value,
    taxedUnitPrice: item.taxed_unit_price.value,
    originalUnitPrice: item.original_unit_price.value,
    originalTaxedUnitPrice: item.original_taxed_unit_price.value,
    totalPrice: item.total_price.value,
    taxedTotalPrice: item.taxed_total_price.value,
    taxRate: item.tax_rate,
  };
}

/** Every line, each product followed by its nested items (a product gift) pointing at it. */
export function orderLines(cart: Cart, codes: OrderDraftInput['codes']): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const item of cart.items) {
    const parentIndex = lines.length;
    lines.push(line(item, codes, null));
    for (const child of item.items) lines.push(line(child, codes, parentIndex));
  }
  return lines;
}

function addressRow(address: CartAddress, cart: Cart): Omit<OrderAddressInsert, 'orderId'> {
  return {
    type: addressTypeCodes[address.type],
    customerAddressId: address.customer_address_id,
    firstName: address.first_name,
    lastName: address.last_name,
    dialCode: address.dial_code,
    phone: address.phone,
    street: address.street,
    city: address.city,
    postCode: address.post_code,
    countryId: address.country_id,
    isCompany: address.is_company,
    companyName: address.is_company ? address.company_name : null,
    companyIdentificationNumber: address.is_company ? address.company_identification_number : null,
    companyVatNumber: address.is_company ? address.company_vat_number : null,
    shippingMethodId: cart.shipping_method_id,
    shippingOptionId: cart.shipping_option_id,
    shippingService: cart.shipping_method?.shipping_service ?? null,
  };
}

export function orderDraft(input: OrderDraftInput): OrderDraft {
  const { cart, body } = input;
  const shipping = cart.shipping_method;
  const payment = cart.payment_method;
  if (!shipping || !payment || !cart.email) throw new Error('orderDraft needs a cart that passed checkoutProblems.');
  const isTransfer = payment.payment_service === paymentServices.bankTransaction;
  const bank = isTransfer ? input.bank : undefined;
  const separateDelivery =
    cart.has_shipping_address && shipping.address_requirement === addressRequirements.both && input.shipping;
  return {
    order: {
      customerId: null,
      currencyId: input.currencyId,
      locale: input.locale,
      email: cart.email,
      note: body.note || null,
      genderOrientedProductPreference: body.gender_oriented_product_preference ?? null,
      newsletter: body.newsletter ?? false,
      createNewAccount: body.create_new_account ?? false,
      itemsPrice: cart.items_price.value,
      taxedItemsPrice: cart.taxed_items_price.value,
      discountedAmount: cart.discounted_amount.value,
      discountedTaxedAmount: cart.discounted_taxed_amount.value,
      totalPrice: cart.total_price.value,
      taxedTotalPrice: cart.taxed_total_price.value,
      taxAmount: cart.tax_amount.value,
      taxPerRate: cart.tax_per_rate.map((rate) => ({
        tax_rate: rate.tax_rate,
        price: rate.price.value,
        tax_amount: rate.tax_amount.value,
        taxed_price: rate.taxed_price.value,
      })),
      shippingMethodId: shipping.id,
      shippingName: shipping.name,
      shippingPrice: cart.shipping_price.value,
      shippingTaxedPrice: cart.taxed_shipping_price.value,
      shippingTaxRate: shipping.tax_rate,
      shippingService: shipping.shipping_service,
      shippingOptionId: cart.shipping_option?.id ?? null,
      shippingOptionName: cart.shipping_option?.name ?? null,
      paymentMethodId: payment.id,
      paymentName: payment.name,
      paymentPrice: cart.payment_price.value,
      paymentTaxedPrice: cart.taxed_payment_price.value,
      paymentTaxRate: payment.tax_rate,
      paymentService: payment.payment_service,
      paymentIsOnline: payment.is_online,
      paymentNote: payment.payment_note,
      bankAccount: bank?.bankAccount ?? null,
      iban: bank?.iban ?? null,
      swift: bank?.swift ?? null,
      paymentDueDate: bank ? dueDate(input.placedAt, bank.dueDays) : null,
      creditsAmount: cart.credits_amount.value,
    },
    lines: orderLines(cart, input.codes),
    addresses: [input.billing, separateDelivery ? input.shipping : null]
      .filter((address): address is CartAddress => address !== null)
      .map((address) => addressRow(address, cart)),
    discounts: cart.discounts.map((discount) => ({
      discountId: discount.discount_id,
      name: discount.name,
      code: discount.code,
      discountedAmount: discount.discounted_amount.value,
      discountedTaxedAmount: discount.discounted_taxed_amount.value,
      waivedShippingAmount: discount.waived_shipping_amount.value,
      waivedShippingTaxedAmount: discount.waived_shipping_taxed_amount.value,
      isForPurchase: input.purchaseFlags.get(discount.discount_id) ?? true,
      freeShipping: discount.free_shipping,
    })),
  };
}
