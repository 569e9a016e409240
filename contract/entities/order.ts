import { z } from 'zod';
import { CurrencyCodeSchema, LocaleSchema } from '../locales';
import { MoneySchema } from '../money';
import { addressFields, AddressTypeSchema } from './address';
import { CartItemTypeSchema, TaxPerRateSchema } from './cart';
import { PaymentServiceSchema, ShippingServiceSchema } from './checkout-methods';
import { DateOnlySchema, DateTimeSchema, IdSchema, NullableString } from './common';

/** An item of an order, its prices fixed when the order was placed. */
export const OrderItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  variation_name: NullableString,
  product_id: IdSchema.nullable(),
  product_variation_id: IdSchema.nullable(),
  gift_id: IdSchema.nullable(),
  parent_id: IdSchema.nullable(),
  order_item_type: CartItemTypeSchema,
  code: NullableString,
  sku: NullableString,
  image_url: NullableString,
  amount: z.number().int().min(1),
  unit_price: MoneySchema,
  taxed_unit_price: MoneySchema,
  total_price: MoneySchema,
  taxed_total_price: MoneySchema,
  tax_rate: z.number(),
});

export const OrderShippingSchema = z.object({
  shipping_method_id: IdSchema.nullable(),
  name: z.string(),
  price: MoneySchema,
  taxed_price: MoneySchema,
  tax_rate: z.number(),
  shipping_option_id: IdSchema.nullable(),
  shipping_option_name: NullableString,
  shipping_service: ShippingServiceSchema,
});

export const OrderPaymentSchema = z.object({
  payment_method_id: IdSchema.nullable(),
  name: z.string(),
  price: MoneySchema,
  taxed_price: MoneySchema,
  tax_rate: z.number(),
  payment_service: PaymentServiceSchema,
  is_online: z.boolean(),
  is_pay_later: z.boolean().describe('Paid later (section 4): no gateway is opened; instructions are shown instead.'),
  payment_note: NullableString,
});

export const OrderAddressSchema = z.object({
  type: AddressTypeSchema,
  ...addressFields,
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderDiscountSchema = z.object({
  id: IdSchema,
  name: z.string(),
  code: NullableString,
  discounted_amount: MoneySchema,
  discounted_taxed_amount: MoneySchema,
  is_for_purchase: z.boolean(),
});

/** How to pay a bank transfer: the shop's account, the variable symbol and a QR payment code. */
export const PaymentInstructionsSchema = z.object({
  bank_account: z.string().describe('Czech/Slovak notation: prefix-number/bank code.'),
  iban: z.string(),
  swift: NullableString,
  variable_symbol: z.string(),
  amount: MoneySchema,
  due_date: DateOnlySchema,
  qr_payload: z.string().describe('The QR payment string (SPAYD, "SPD*1.0*ACC:…") to draw as a QR code.'),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;

export const OrderSchema = z.object({
  id: IdSchema,
  code: z.string().describe('The order number shown to the shopper; also the variable symbol.'),
  currency: CurrencyCodeSchema,
  language: LocaleSchema,
  email: z.string(),
  note: NullableString,
  customer_id: IdSchema.nullable(),
  created_at: DateTimeSchema,
  paid_at: DateTimeSchema.nullable(),
  cancelled_at: DateTimeSchema.nullable(),
  items_price: MoneySchema,
  taxed_items_price: MoneySchema,
  discounted_amount: MoneySchema,
  discounted_taxed_amount: MoneySchema,
  total_price: MoneySchema,
  taxed_total_price: MoneySchema,
  tax_amount: MoneySchema,
  tax_per_rate: z.array(TaxPerRateSchema),
  items: z.array(OrderItemSchema),
  shipping: OrderShippingSchema,
  payment: OrderPaymentSchema,
  addresses: z.array(OrderAddressSchema),
  discounts: z.array(OrderDiscountSchema),
  payment_instructions: PaymentInstructionsSchema.nullable().describe('Set for a bank transfer not yet paid.'),
});
export type Order = z.infer<typeof OrderSchema>;

/** The answer of POST /orders: the order with the token that lets this guest read it again. */
export const PlacedOrderSchema = OrderSchema.extend({
  access_token: z.string().min(43).describe('Send it as X-Order-Token to read the order; shown only here.'),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** A paid order, a cancelled one, or one to be paid later (section 4). */
export function isOrderPaid(order: Pick<Order, 'paid_at'>): boolean {
  return order.paid_at !== null;
}
