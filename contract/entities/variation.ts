import { z } from 'zod';
import { EmbeddedSchema } from '../envelope';
import { MoneySchema } from '../money';
import { DateOnlySchema, DateTimeSchema, dimensionFields, IdSchema, NullableString, productCodeFields } from './common';

/** Property types of variation properties. */
export const propertyTypes = { select: 1, radio: 2, color: 3, textInput: 4 } as const;

export const PropertyAttributeSchema = z.object({
  id: IdSchema,
  product_property_id: IdSchema,
  name: z.string(),
  position: z.number().int(),
  is_hidden: z.boolean(),
  image_id: IdSchema.nullable(),
  image_url: NullableString,
  has_automatic_slug: z.boolean(),
  slug: z.string(),
  value: NullableString,
  created_at: DateTimeSchema,
});
export type PropertyAttribute = z.infer<typeof PropertyAttributeSchema>;

export const VariationPropertySchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: NullableString,
  position: z.number().int(),
  is_public: z.boolean(),
  has_automatic_slug: z.boolean(),
  slug: z.string(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  created_at: DateTimeSchema,
  product_variation_property_attributes: z.array(PropertyAttributeSchema),
});
export type VariationProperty = z.infer<typeof VariationPropertySchema>;

/** Links a variation to the attribute it has for one property. */
export const VariationPropertyLinkSchema = z.object({
  product_property_id: IdSchema,
  product_property_attribute_id: IdSchema,
});

export const ProductVariationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  product_id: IdSchema,
  short_description: NullableString,
  description: NullableString,
  image_id: IdSchema.nullable(),
  product_availability_id: IdSchema.nullable(),
  ...productCodeFields,
  update_stock: z.boolean(),
  stock_state: z.number(),
  position: z.number().int(),
  is_active: z.boolean(),
  ...dimensionFields,
  need_package: z.boolean(),
  price: MoneySchema,
  taxed_price: MoneySchema,
  expected_count: z.number().int().nullable(),
  expected_date_max: DateOnlySchema.nullable(),
  expected_date_min: DateOnlySchema.nullable(),
  reserved_state: z.number(),
  purchasable_since: DateTimeSchema.nullable(),
  is_default: z.boolean(),
  max_purchasable_amount: z.number().int().nullable(),
  is_hidden: z.boolean(),
  _embedded: EmbeddedSchema,
});
export type ProductVariation = z.infer<typeof ProductVariationSchema>;
