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
  waived_shipping_amount: MoneySchema.describe(
    'The shipping price a free-shipping voucher waived, without tax, as the cart answered it when the order was placed.',
  ),
  waived_shipping_taxed_amount: MoneySchema,
  is_for_purchase: z.boolean(),
});

/**
 * Where an order stands, as the customer's order list shows it (docs/orders-and-payments.md, "Their
 * orders"): paid (`paid_at`), cancelled (`cancelled_at`), waiting for an online payment (a card
 * order not paid yet: the customer can pay again), or paid later (transfer, on delivery, at pickup,
 * by invoice).
 */
export const orderStates = ['paid', 'cancelled', 'awaiting_payment', 'pay_later'] as const;
export const OrderStateSchema = z.enum(orderStates);
export type OrderState = z.infer<typeof OrderStateSchema>;

/** A parcel handed to a carrier, with the number and page the shopper tracks it by. */
export const OrderShipmentSchema = z.object({
  id: IdSchema,
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: NullableString,
  created_at: DateTimeSchema,
});

/** An invoice of a paid order; `url` is the path (under the API) of its printable HTML page. */
export const OrderInvoiceSchema = z.object({
  id: IdSchema,
  name: z.string().describe('The invoice number.'),
  number: z.string(),
  taxed_total_price: MoneySchema,
  issued_at: DateTimeSchema,
  url: z.string().describe('GET this path (with the bearer or X-Order-Token) for the printable invoice.'),
  download_url: z
    .url()
    .nullable()
    .describe(
      'A signed link to the printable invoice that opens it without a bearer or X-Order-Token, for 15 minutes (GET /orders/{id} only; null elsewhere).',
    ),
});
export type OrderInvoice = z.infer<typeof OrderInvoiceSchema>;

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
  state: OrderStateSchema,
  credits_amount: MoneySchema.describe('What loyalty credits paid of the order (already off the totals).'),
  shipments: z.array(OrderShipmentSchema),
  invoices: z.array(OrderInvoiceSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** The answer of POST /orders: the order with the token that lets this guest read it again. */
export const PlacedOrderSchema = OrderSchema.extend({
  access_token: z.string().min(43).describe('Send it as X-Order-Token to read the order; shown only here.'),
  account_notice: z
    .enum(['account_created', 'email_already_registered'])
    .nullable()
    .describe(
      'What became of `create_new_account`: the account was made, or the e-mail is registered already (the order is placed anyway; sign in to see it in the account).',
    ),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** An order is paid once `paid_at` is set (docs/orders-and-payments.md, "Their orders"). */
export function isOrderPaid(order: Pick<Order, 'paid_at'>): boolean {
  return order.paid_at !== null;
}

/** An order as the customer's order list shows it. */
export const OrderSummarySchema = z.object({
  id: IdSchema,
  code: z.string(),
  state: OrderStateSchema,
  currency: CurrencyCodeSchema,
  created_at: DateTimeSchema,
  paid_at: DateTimeSchema.nullable(),
  cancelled_at: DateTimeSchema.nullable(),
  taxed_total_price: MoneySchema,
  total_price: MoneySchema,
  credits_amount: MoneySchema,
  items_count: z.number().int().min(0).describe('Units ordered (the shopper’s own items, gifts left out).'),
  payment: OrderPaymentSchema.pick({
    payment_method_id: true,
    name: true,
    payment_service: true,
    is_online: true,
    is_pay_later: true,
  }),
  shipping_name: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
