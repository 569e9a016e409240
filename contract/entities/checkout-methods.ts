import { z } from 'zod';
import { paymentServices } from '../codes/payment-services';
import { shippingServices } from '../codes/shipping-services';
import { MoneySchema } from '../money';
import { AddressRequirementSchema } from './address';
import { IdSchema, NullableString } from './common';

// The service codes and the pay-later rule are zod-free, in `contract/codes/`.
export const ShippingServiceSchema = z.enum(shippingServices);
export const PaymentServiceSchema = z.enum(paymentServices);

/** A shipping method as a cart offers it: its price for this cart and whether the cart can use it. */
export const CartShippingMethodSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: NullableString,
  price: MoneySchema.describe('Without tax; zero when the cart ships free.'),
  taxed_price: MoneySchema,
  original_price: MoneySchema.describe('Without tax, before free shipping.'),
  original_taxed_price: MoneySchema,
  tax_rate: z.number(),
  can_use: z.boolean().describe('False when the cart cannot ship this way (its country, its currency).'),
  can_be_used_by_country: z.boolean().describe('False when the method does not deliver to the cart’s country.'),
  has_options: z.boolean().describe('True when a shipping option (a pickup point) must be chosen.'),
  option_id: IdSchema.nullable().describe('The option the cart has chosen for this method, if any.'),
  delivery_time: NullableString.describe('When the goods arrive, in the request’s language.'),
  shipping_service: ShippingServiceSchema,
  address_requirement: AddressRequirementSchema,
  image_id: IdSchema.nullable(),
  image_url: NullableString,
  position: z.number().int(),
});
export type CartShippingMethod = z.infer<typeof CartShippingMethodSchema>;

/** A payment method as a cart offers it. */
export const paymentUnavailableReasons = ['currency', 'shipping_method', 'gateway_not_configured'] as const;
export type PaymentUnavailableReason = (typeof paymentUnavailableReasons)[number];

export const CartPaymentMethodSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: NullableString,
  payment_note: NullableString,
  price: MoneySchema,
  taxed_price: MoneySchema,
  tax_rate: z.number(),
  can_use: z.boolean().describe('False when the method cannot be chosen now; `unavailable_reason` says why.'),
  unavailable_reason: z
    .enum(paymentUnavailableReasons)
    .nullable()
    .describe(
      'Why `can_use` is false: `currency` (no price in this currency), `shipping_method` (the chosen shipping method rules it out), `gateway_not_configured` (its card gateway is not set up in this shop). Null when it can be used.',
    ),
  payment_service: PaymentServiceSchema,
  is_online: z.boolean().describe('True for card gateways: the shopper pays right after ordering.'),
  is_pay_later: z.boolean().describe('True when the order is paid later (bank transfer, on delivery, at pickup).'),
  image_id: IdSchema.nullable(),
  image_url: NullableString,
  position: z.number().int(),
});
export type CartPaymentMethod = z.infer<typeof CartPaymentMethodSchema>;

/** A shipping option of a method with options: a pickup point. */
export const ShippingOptionSchema = z.object({
  id: IdSchema,
  shipping_method_id: IdSchema,
  code: z.string().describe('The carrier’s own id of the point.'),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  post_code: z.string(),
  country_id: IdSchema,
  opening_hours: NullableString.describe('Opening hours as the carrier writes them.'),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;
