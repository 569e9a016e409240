import { z } from 'zod';
import { MoneySchema } from '../money';
import { DateTimeSchema, IdSchema, NullableString } from './common';
import { ProductSchema } from './product';

/**
 * What the product page reads beyond the product row: discounts, stock display, attachments,
 * videos, relations and package items. Each is an embed of GET /products (see
 * shop-api/src/list/README.md); variations carry the discount and stock embeds too.
 */

/**
 * `discounted_price`, `discounted_taxed_price`, `discount_percents` and `discount_valid_to`: null
 * when no discount is running. `discount_valid_to` is when the running discount ends (null: no
 * end set); the product page's structured data gives it to search engines as `priceValidUntil`.
 */
export const DiscountEmbedsSchema = z.object({
  discounted_price: MoneySchema.nullable(),
  discounted_taxed_price: MoneySchema.nullable(),
  discount_percents: z.number().positive().max(100).nullable(),
  discount_valid_to: DateTimeSchema.nullable(),
});
export type DiscountEmbeds = z.infer<typeof DiscountEmbedsSchema>;

/**
 * How the shop shows stock counts (a shop-wide setting):
 * `exact` the count; `bounded` the count between `min` and `max`, "max+" above, "fewer than min" below;
 * `in_or_out` only in stock / out of stock; `hidden` nothing.
 */
export const stockDisplayModes = ['exact', 'bounded', 'in_or_out', 'hidden'] as const;
export const StockDisplayModeSchema = z.enum(stockDisplayModes);

/** The `stock_states` embed: the stock to show (null when not tracked) and how to show it. */
export const StockStatesSchema = z.object({
  amount: z.number().int().min(0).nullable(),
  mode: StockDisplayModeSchema,
  min: z.number().int().min(1),
  max: z.number().int().min(1),
});
export type StockStates = z.infer<typeof StockStatesSchema>;

export const AttachmentSchema = z.object({
  id: IdSchema,
  name: z.string(),
  mime_type: z.string(),
  extension: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
  download_url: z.string(),
  status: z.enum(['ready']),
});

/** One file of the `attachments` embed, with the file itself under `_embedded.attachment`. */
export const ProductAttachmentSchema = z.object({
  id: IdSchema,
  product_id: IdSchema,
  attachment_id: IdSchema,
  position: z.number().int(),
  description: NullableString,
  download_url: z.string(),
  _embedded: z.object({ attachment: AttachmentSchema }),
});
export type ProductAttachment = z.infer<typeof ProductAttachmentSchema>;

/** One video of the `videos` embed; only YouTube is supported, played from youtube-nocookie.com. */
export const ProductVideoSchema = z.object({
  id: IdSchema,
  description: NullableString,
  product_id: IdSchema,
  position: z.number().int(),
  source_type: z.enum(['youtube']),
  embed_url: z.string(),
  thumbnail_url: z.string(),
  video_id: z.string(),
  url: z.string(),
});
export type ProductVideo = z.infer<typeof ProductVideoSchema>;

/** Relation types: 2 and 3 are picked by the shop API, the others are set by hand. */
export const productRelationTypes = {
  alternative: 0,
  related: 1,
  randomSameCategory: 2,
  randomSameDefaultCategory: 3,
  gift: 4,
} as const;
export const ProductRelationTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export type ProductRelationType = z.infer<typeof ProductRelationTypeSchema>;

/** One row of the `product_relations` embed; picked relations (types 2, 3) have no id of their own. */
export const ProductRelationSchema = z.object({
  id: IdSchema.nullable(),
  product_id: IdSchema,
  related_product_id: IdSchema,
  related_product_variation_id: IdSchema.nullable(),
  relation_type: ProductRelationTypeSchema,
  position: z.number().int(),
  _embedded: z.object({ product: ProductSchema }),
});
export type ProductRelation = z.infer<typeof ProductRelationSchema>;

/** One item of a package product (`product_package_items` embed). */
export const ProductPackageItemSchema = z.object({
  id: IdSchema,
  product_package_id: IdSchema,
  product_id: IdSchema,
  product_variation_id: IdSchema.nullable(),
  count: z.number().int().positive(),
  position: z.number().int(),
  _embedded: z.object({ product: ProductSchema }),
});
export type ProductPackageItem = z.infer<typeof ProductPackageItemSchema>;

/** The embeds product cards of related products and package items carry. */
export const nestedProductEmbeds = [
  'urls',
  'default_image_url',
  'product_availability',
  'discounted_price',
  'discounted_taxed_price',
  'discount_percents',
] as const;

/**
 * The embeds of a product card in a listing, on the home page and in search: link, picture,
 * availability, brand, the running discount (cards show the selling price the product page shows)
 * and the variation properties the card hints at. Storefront reads and the API's own page models
 * use this one list.
 */
export const productCardEmbeds = [
  'urls',
  'default_image_url',
  'product_availability',
  'brand{id,name}',
  'discounted_price',
  'discounted_taxed_price',
  'discount_percents',
  'product_variation_properties{id,name,type,position,product_variation_property_attributes}',
] as const;
