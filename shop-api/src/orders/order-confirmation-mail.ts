import type { Locale } from '@contract';
import type { CartItemType } from '@contract/codes/cart-item-types';
import { payLaterInstruction } from '@contract/codes/pay-later';
import { shippingServices } from '@contract/codes/shipping-services';
import type { Order, OrderAddress } from '@contract/entities/order';
import type { MailPostalAddress, OrderConfirmationMail, PaymentInstructions } from '../mail/order-confirmation.types';
import { countryName } from '../shop/country-names';
import { toMoney } from '../shop/money';
import { toOrder } from './order.serializer';
import { shippingBeforeWaiver, voucherSaving } from './order-savings';
import { countriesById, shippingOptionAddress, type Executor, type StoredOrder } from './orders.repository';

type Countries = Map<number, { alpha2: string; name: string }>;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function postalAddress(address: OrderAddress, countries: Countries, locale: Locale): MailPostalAddress {
  const country = address.country_id === null ? undefined : countries.get(address.country_id);
  return {
    name: joined(address.first_name, address.last_name),
    company: address.is_company ? address.company_name : null,
    companyId: address.is_company ? address.company_identification_number : null,
    vatId: address.is_company ? address.company_vat_number : null,
    street: address.street ?? '',
    city: address.city ?? '',
    postalCode: address.post_code ?? '',
    country: country ? countryName(country.alpha2, locale, country.name) : '',
    phone: joined(address.dial_code, address.phone) || null,
  };
}

function instructionsOf(order: Order): PaymentInstructions {
  const later = payLaterInstruction(order.payment.payment_service);
  const amount = order.taxed_total_price.formatted;
  if (later === 'bank_transfer' && order.payment_instructions) {
    const transfer = order.payment_instructions;
    return {
      kind: 'bank_transaction',
      accountNumber: transfer.bank_account,
      iban: transfer.iban,
      swift: transfer.swift,
      variableSymbol: transfer.variable_symbol,
      amount: transfer.amount.formatted,
      dueDate: transfer.due_date,
    };
  }
  if (later === 'cash_on_delivery') return { kind: 'carrier', amount };
  if (later === 'pay_at_pickup') return { kind: 'pickup_payment', amount };
  if (later === 'invoice') return { kind: 'invoice_payment', amount };
  if (later !== null) return { kind: 'none' };
  // The storefront's summary offers the payment again; the mail has no page of its own to link to.
  return order.paid_at ? { kind: 'online', paid: true } : { kind: 'online', paid: false, payUrl: null };
}

/**
 * The confirmation e-mail's input (mail/order-confirmation.types.ts) of a placed order, in the
 * order's own language: its items, totals, shipping (the pickup point or the delivery address),
 * billing address, payment and what to do about paying.
 */
export async function orderConfirmationMail(
  db: Executor,
  stored: StoredOrder,
  publicUrl: string,
): Promise<OrderConfirmationMail> {
  const locale = stored.order.locale as Locale;
  const order = toOrder(stored, { locale, publicUrl });
  const countries = await countriesById(
    db,
    order.addresses.flatMap((a) => (a.country_id === null ? [] : [a.country_id])),
  );
  const billing = order.addresses.find((a) => a.type === 'billing');
  const delivery = order.addresses.find((a) => a.type === 'shipping') ?? (billing?.street ? billing : undefined);
  const option =
    order.shipping.shipping_option_id === null
      ? undefined
      : await shippingOptionAddress(db, order.shipping.shipping_option_id);
  const isShopPickup = order.shipping.shipping_service === shippingServices.stock;
  const negative = (value: number) => toMoney(-value, locale, stored.currency).formatted;
  return {
    locale,
    order: { id: order.id, code: order.code, placedAt: order.created_at },
    email: order.email,
    customerName: billing ? joined(billing.first_name, billing.last_name) : '',
    items: order.items.map((item) => ({
      name: item.name,
      variationName: item.variation_name,
      amount: item.amount,
      unitPrice: item.taxed_unit_price.formatted,
      totalPrice: item.taxed_total_price.formatted,
      itemType: item.order_item_type as CartItemType,
    })),
    totals: {
      items: order.taxed_items_price.formatted,
      shipping: shippingBeforeWaiver(order).formatted,
      payment: order.payment.taxed_price.formatted,
      // What each voucher saved: off the items, and the shipping price a free-shipping voucher waived
      // (the shipping row shows that price, so the rows add up to the total).
      discounts: order.discounts.map((d) => ({
        name: d.code ? `${d.name} (${d.code})` : d.name,
        amount: negative(voucherSaving(d)),
      })),
      credits: order.credits_amount.value > 0 ? negative(order.credits_amount.value) : null,
      total: order.taxed_total_price.formatted,
      tax: order.tax_amount.formatted,
    },
    shipping: {
      methodName: order.shipping.name,
      price: order.shipping.taxed_price.formatted,
      pickupPoint: option
        ? { name: option.name, address: `${option.street}, ${option.postCode} ${option.city}` }
        : null,
      deliveryAddress: option || isShopPickup || !delivery ? null : postalAddress(delivery, countries, locale),
    },
    billingAddress: billing
      ? postalAddress(billing, countries, locale)
      : { name: '', street: '', city: '', postalCode: '', country: '' },
    payment: { methodName: order.payment.name, price: order.payment.taxed_price.formatted },
    instructions: instructionsOf(order),
    note: order.note,
  };
}
