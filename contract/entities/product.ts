import { z } from 'zod';
import { EmbeddedSchema } from '../envelope';
import { MoneySchema } from '../money';
import { DateOnlySchema, DateTimeSchema, dimensionFields, IdSchema, NullableString, productCodeFields } from './common';

export const ProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  short_description: NullableString,
  description: NullableString,
  meta_title: NullableString,
  meta_h1_title: NullableString,
  meta_description: NullableString,
  slug: z.string(),
  brand_id: IdSchema.nullable(),
  product_availability_id: IdSchema.nullable(),
  tax_group_id: IdSchema.nullable(),
  default_category_id: IdSchema.nullable(),
  ...productCodeFields,
  update_stock: z.boolean(),
  stock_state: z.number(),
  reserved_state: z.number(),
  position: z.number().int(),
  has_automatic_slug: z.boolean(),
  is_active: z.boolean(),
  meta_index: z.boolean(),
  meta_follow: z.boolean(),
  show_on_sitemap: z.boolean(),
  ...dimensionFields,
  sells_count: z.number().int(),
  price: MoneySchema,
  taxed_price: MoneySchema,
  tax_rate: z.number(),
  has_variations: z.boolean(),
  og_title: NullableString,
  og_description: NullableString,
  og_image_id: IdSchema.nullable(),
  expected_count: z.number().int().nullable(),
  expected_date_min: DateOnlySchema.nullable(),
  expected_date_max: DateOnlySchema.nullable(),
  purchasable_since: DateTimeSchema.nullable(),
  max_purchasable_amount: z.number().int().nullable(),
  need_package: z.boolean(),
  is_hidden: z.boolean(),
  amount_unit: NullableString,
  expected_days: z.number().int().nullable(),
  feed_availability: NullableString,
  product_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  flexible_package_number_of_items: z.number().int().nullable(),
  _embedded: EmbeddedSchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** A product image as the `images` embed lists it. */
export const ProductImageSchema = z.object({
  id: IdSchema,
  description: z.string(),
  image_id: IdSchema.nullable(),
  product_id: IdSchema,
  product_variation_id: IdSchema.nullable(),
  is_default: z.boolean(),
  position: z.number().int(),
  type: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  image_url: z.string(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** One row of the `prices` embed: the product's price in one currency. */
export const ProductPriceSchema = z.object({
  currency_id: IdSchema,
  currency_code: z.string(),
  price: MoneySchema,
  taxed_price: MoneySchema,
});
export type ProductPrice = z.infer<typeof ProductPriceSchema>;

export { fallbackProductImage } from './product-fallback-image';
