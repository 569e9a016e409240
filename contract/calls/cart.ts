import { z } from 'zod';
import { AddressTypeSchema, CartAddressSchema } from '../entities/address';
import {
  CartItemSchema,
  CartPaymentMethodSchema,
  CartSchema,
  CartShippingMethodSchema,
  ShippingOptionSchema,
} from '../entities/cart';
import { BatchErrorsSchema, listEnvelopeSchema } from '../envelope';
import { emailField } from '../rules/field-schemas';
import { IdBodySchema, IdParamSchema, queryParam } from './request-parts';

export { CartAddressInputSchema, addressInputSchema, type CartAddressInput } from './address-input';

/** The most units of one item a cart takes in one line. */
export const maxCartItemAmount = 999;
/** The most items one batch adds. */
export const maxBatchItems = 50;

/**
 * A cart id in a path. Any text is accepted here: a malformed id is a cart that does not exist
 * (404), not a bad parameter, so nobody learns anything by probing ids.
 */
const CartIdParamSchema = z.string().max(200).describe('The cart’s id (a UUID).');

export const CartParamsSchema = z.object({ id: CartIdParamSchema });
export const CartItemParamsSchema = z.object({
  id: CartIdParamSchema,
  itemId: IdParamSchema.describe('The cart item’s id.'),
});
export const CartDiscountParamsSchema = z.object({
  id: CartIdParamSchema,
  discountId: IdParamSchema.describe('The cart discount’s id (`discounts[].id` of the cart).'),
});
export const CartAddressParamsSchema = z.object({
  id: CartIdParamSchema,
  type: AddressTypeSchema.describe('billing or shipping.'),
});

const amount = z
  .number({ error: 'Enter the amount as a whole number.' })
  .int('Enter the amount as a whole number.')
  .positive('The amount must be at least 1.')
  .max(maxCartItemAmount, `At most ${maxCartItemAmount} pieces per item.`);

/**
 * `POST /carts/{id}/items`: a product, or one of its variations (a product with variations needs
 * one). Gifts are added by the shop's rules, never by hand.
 */
export const AddCartItemBodySchema = z.strictObject({
  product_id: IdBodySchema.describe('The product to add.'),
  product_variation_id: IdBodySchema.nullable()
    .optional()
    .describe('The variation; required for a product with variations.'),
  amount: amount.default(1).describe('How many to add (default 1); added to the units already in the cart.'),
});
export type AddCartItemBody = z.infer<typeof AddCartItemBodySchema>;

/** `PATCH /carts/{id}/items/{itemId}`: the new amount of a shopper's own item. */
export const PatchCartItemBodySchema = z.strictObject({ amount });

/**
 * `POST /carts/{id}/items/batch`: each item as `POST /carts/{id}/items` takes it. A bad item does
 * not fail the batch: it is skipped and reported in `_errors` under `items.<index>.<field>`.
 */
export const BatchAddCartItemsBodySchema = z.strictObject({
  items: z
    .array(z.record(z.string(), z.unknown()), { error: 'Send items as a list.' })
    .min(1, 'Send at least one item.')
    .max(maxBatchItems, `At most ${maxBatchItems} items per batch.`),
});

/** `PATCH /carts/{id}`: any of the cart's choices. `null` clears a choice. */
export const PatchCartBodySchema = z
  .strictObject({
    shipping_method_id: IdBodySchema.nullable().optional(),
    shipping_option_id: IdBodySchema.nullable().optional(),
    payment_method_id: IdBodySchema.nullable().optional(),
    email: emailField().nullable().optional(),
    has_shipping_address: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change.');
export type PatchCartBody = z.infer<typeof PatchCartBodySchema>;

/** `POST /carts/{id}/discounts`: a voucher code (case does not matter). */
export const AddCartDiscountBodySchema = z.strictObject({
  code: z
    .string({ error: 'Enter a voucher code.' })
    .trim()
    .min(1, 'Enter a voucher code.')
    .max(64, 'A voucher code is at most 64 characters.'),
});

/** `PUT` or `POST /carts/{id}/shipping-methods`: choose the shipping method (and its option); `null` clears it. */
export const SetCartShippingMethodBodySchema = z.strictObject({
  shipping_method_id: IdBodySchema.nullable(),
  shipping_option_id: IdBodySchema.nullable().optional().describe('The pickup point, for a method with options.'),
});
export type SetCartShippingMethodBody = z.infer<typeof SetCartShippingMethodBodySchema>;

/** `PUT` or `POST /carts/{id}/payment-methods`: choose the payment method; `null` clears it. */
export const SetCartPaymentMethodBodySchema = z.strictObject({ payment_method_id: IdBodySchema.nullable() });
export type SetCartPaymentMethodBody = z.infer<typeof SetCartPaymentMethodBodySchema>;

/** `GET /shipping-methods/{id}/options`: the pickup points of a method, searched by name, street, city or post code. */
export const ShippingOptionsParamsSchema = z.object({ id: IdParamSchema.describe('The shipping method’s id.') });
export const ShippingOptionsQuerySchema = z.strictObject({
  search: queryParam()
    .max(100, 'Search with at most 100 characters.')
    .optional()
    .describe('Words the point’s name, street, city or post code contain.'),
  page: queryParam()
    .regex(/^[1-9]\d{0,5}$/, 'Must be a page number (1 or more).')
    .transform(Number)
    .optional(),
  per_page: queryParam()
    .regex(/^(?:[1-9]|[1-4]\d|50)$/, 'Must be 1 to 50.')
    .transform(Number)
    .optional(),
});

/** Answers. Every cart change answers the whole cart, items included. */
export const CartResponseSchema = CartSchema;
export const CartBatchResponseSchema = CartSchema.extend({
  _errors: BatchErrorsSchema.describe('Why items were skipped, keyed `items.<index>.<field>`.'),
}).describe('The cart after the batch, with the skipped items’ errors.');
export const CartItemListResponseSchema = listEnvelopeSchema(CartItemSchema).describe('The cart’s items.');
export const CartShippingMethodListResponseSchema = listEnvelopeSchema(CartShippingMethodSchema).describe(
  'Every active shipping method, with can_use for this cart.',
);
export const CartPaymentMethodListResponseSchema = listEnvelopeSchema(CartPaymentMethodSchema).describe(
  'Every active payment method, with can_use for this cart’s shipping method.',
);
export const CartAddressesResponseSchema = z
  .object({ billing: CartAddressSchema.nullable(), shipping: CartAddressSchema.nullable() })
  .describe('The cart’s billing and shipping addresses (null until given).');
export const CartAddressResponseSchema = CartAddressSchema;
export const ShippingOptionListResponseSchema = listEnvelopeSchema(ShippingOptionSchema).describe(
  'A page of the method’s pickup points.',
);
