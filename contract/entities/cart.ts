import { z } from 'zod';
import { cartItemTypes } from '../codes/cart-item-types';
import { CurrencyCodeSchema } from '../locales';
import { MoneySchema } from '../money';
import { DateTimeSchema, IdSchema, NullableString, UrlsSchema } from './common';
import { CartPaymentMethodSchema, CartShippingMethodSchema, ShippingOptionSchema } from './checkout-methods';

export * from './address';
export * from './checkout-methods';

/** An item's type (`contract/codes/cart-item-types.ts`, with the gift classification beside it). */
export const CartItemTypeSchema = z.enum(cartItemTypes);

/** A cart id: a random UUID, the capability to read and change the cart. */
export const CartIdSchema = z.uuid();

const cartItemFields = {
  id: IdSchema,
  name: z.string(),
  variation_name: NullableString,
  image_id: IdSchema.nullable(),
  image_url: NullableString,
  product_id: IdSchema,
  product_variation_id: IdSchema.nullable(),
  gift_id: IdSchema.nullable(),
  amount: z.number().int().min(1),
  item_type: CartItemTypeSchema,
  parent_id: IdSchema.nullable(),
  unit_price: MoneySchema.describe('Without tax, after the product’s own discount.'),
  taxed_unit_price: MoneySchema,
  original_unit_price: MoneySchema.describe('Without tax, before the product’s own discount.'),
  original_taxed_unit_price: MoneySchema,
  total_price: MoneySchema,
  taxed_total_price: MoneySchema,
  tax_rate: z.number(),
  tax_amount: MoneySchema,
  product_urls: UrlsSchema.describe('The product page’s path per language.'),
  url: NullableString.describe('The product page’s path in the request’s language.'),
  update_stock: z.boolean().describe('True when the shop tracks the stock of this product or variation.'),
  stock_state: z.number().int().describe('Units on hand (0 when stock is not tracked).'),
  max_amount: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe(
      'The most this cart can hold: the purchase limit and the stock not held by other carts; null when unlimited.',
    ),
  sold_out: z.boolean().describe('True when no unit is left for this cart: the item cannot be ordered.'),
};

/** An item nested under another: a product gift under its product, a package item under its package. */
export const CartChildItemSchema = z.object(cartItemFields);
export type CartChildItem = z.infer<typeof CartChildItemSchema>;

export const CartItemSchema = z.object({ ...cartItemFields, items: z.array(CartChildItemSchema) });
export type CartItem = z.infer<typeof CartItemSchema>;

/** A voucher applied to the cart. */
export const CartDiscountSchema = z.object({
  id: IdSchema.describe('The cart discount’s id (for DELETE /carts/{id}/discounts/{discountId}).'),
  discount_id: IdSchema,
  name: z.string(),
  code: z.string(),
  percents: z.number().nullable(),
  free_shipping: z.boolean(),
  discounted_amount: MoneySchema.describe('What the voucher takes off, without tax.'),
  discounted_taxed_amount: MoneySchema,
  waived_shipping_amount: MoneySchema.describe(
    'The shipping price a free-shipping voucher waived, without tax: what it saved besides the items (0 for other vouchers, before a method is chosen, or when the cart ships free by the threshold anyway). Not part of `discounted_amount`.',
  ),
  waived_shipping_taxed_amount: MoneySchema.describe('`waived_shipping_amount` with tax.'),
});
export type CartDiscount = z.infer<typeof CartDiscountSchema>;

/** The price, the tax and the price with tax of everything taxed at one rate. */
export const TaxPerRateSchema = z.object({
  tax_rate: z.number(),
  price: MoneySchema,
  tax_amount: MoneySchema,
  taxed_price: MoneySchema,
});

/**
 * Something the cart changed on its own that the shopper should be told: keys of the error
 * catalogue (docs/cart.md, "Decisions"), with the item they concern.
 */
export const cartNoticeKeys = [
  'payment_method_not_available_for_shipping_method',
  'shipping_method_not_available_for_country',
  'shipping_option_cleared',
  'shipping_address_not_allowed',
  'cart_item_sold_out',
  'cart_item_stock_decreased',
  'discount_no_longer_applicable',
] as const;
export const CartNoticeSchema = z.object({
  key: z.enum(cartNoticeKeys),
  cart_item_id: IdSchema.nullable(),
  name: NullableString,
  amount: z.number().int().nullable(),
});
export type CartNotice = z.infer<typeof CartNoticeSchema>;

/** Loyalty credits a customer spends on the cart (PUT /carts/{id}/customer-accounts). */
export const CartCustomerAccountSchema = z.object({
  customer_account_id: IdSchema,
  name: z.string(),
  amount: z.number().int().min(1).describe('Credits spent.'),
  value: MoneySchema.describe('What they pay of the cart, in its currency.'),
});

export const CartSchema = z.object({
  id: CartIdSchema,
  currency: CurrencyCodeSchema,
  expiration_at: DateTimeSchema.nullable().describe('When the stock this cart holds is released; null when none is.'),
  reservation_set: z.boolean().describe('True while the cart holds stock for its items.'),
  items_price: MoneySchema.describe('The items without tax, after product discounts, before vouchers.'),
  taxed_items_price: MoneySchema,
  discounted_items_price: MoneySchema.describe('The items without tax after vouchers.'),
  discounted_taxed_items_price: MoneySchema,
  discounted_amount: MoneySchema.describe('What the vouchers take off, without tax.'),
  discounted_taxed_amount: MoneySchema,
  shipping_price: MoneySchema,
  taxed_shipping_price: MoneySchema,
  payment_price: MoneySchema,
  taxed_payment_price: MoneySchema,
  total_price: MoneySchema.describe('Everything to pay, without tax.'),
  taxed_total_price: MoneySchema.describe('Everything to pay (after loyalty credits).'),
  total_price_without_credits: MoneySchema.describe('total_price before loyalty credits.'),
  taxed_total_price_without_credits: MoneySchema.describe('taxed_total_price before loyalty credits.'),
  credits_amount: MoneySchema.describe('What the loyalty credits spent on this cart pay.'),
  customer_accounts: z.array(CartCustomerAccountSchema).describe('Loyalty credits spent on this cart.'),
  tax_amount: MoneySchema,
  tax_per_rate: z.array(TaxPerRateSchema),
  amount: z.number().int().min(0).describe('Units of the shopper’s own items (what the mini-cart counts).'),
  total_amount: z.number().int().min(0).describe('Units of every item, gifts included.'),
  unique_amount: z.number().int().min(0).describe('Lines of the shopper’s own items; the cart has items when above 0.'),
  email: z.string().nullable(),
  has_account: z.boolean(),
  has_free_shipping: z.boolean(),
  free_shipping_remaining: MoneySchema.nullable().describe(
    'How much more (with tax) buys free shipping; null when the cart ships free or the shop has no threshold.',
  ),
  has_shipping_address: z.boolean().describe('True when the goods go to an address other than the billing one.'),
  shipping_country_id: IdSchema.nullable(),
  shipping_method_id: IdSchema.nullable(),
  shipping_option_id: IdSchema.nullable(),
  payment_method_id: IdSchema.nullable(),
  shipping_method: CartShippingMethodSchema.nullable(),
  shipping_option: ShippingOptionSchema.nullable(),
  payment_method: CartPaymentMethodSchema.nullable(),
  discounts: z.array(CartDiscountSchema),
  items: z.array(CartItemSchema),
  notices: z
    .array(CartNoticeSchema)
    .describe('What this call changed on its own (a dropped payment method, an item sold out).'),
});
export type Cart = z.infer<typeof CartSchema>;
