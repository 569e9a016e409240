import { z } from 'zod';
import { DateTimeSchema, IdSchema, NullableString } from './common';
import { MoneySchema } from '../money';
import { ProductSchema } from './product';

/** Product list types as the data catalogue numbers them: 1 the wish list (favourites), 2 a comparison. */
export const productListTypes = { wishList: 1, comparison: 2 } as const;
export const ProductListTypeSchema = z.union([z.literal(1), z.literal(2)]);

/** A customer's product list. A customer has at most one wish list (type 1). */
export const CustomerProductListSchema = z.object({
  id: IdSchema,
  customer_id: IdSchema,
  name: z.string(),
  description: NullableString,
  type: ProductListTypeSchema,
  position: z.number().int(),
  items_count: z.number().int().min(0),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type CustomerProductList = z.infer<typeof CustomerProductListSchema>;

/**
 * An item of a list. `_embedded.product` is the product as the catalogue answers it with the
 * embeds a favourites page shows (`urls`, `default_image_url`, `prices`, `rating`,
 * `product_availability`), or null when the product is no longer listed.
 */
export const CustomerProductListItemSchema = z.object({
  id: IdSchema,
  customer_product_list_id: IdSchema,
  product_id: IdSchema,
  product_variation_id: IdSchema.nullable(),
  note: NullableString,
  created_at: DateTimeSchema,
  _embedded: z.object({ product: ProductSchema.nullable() }),
});
export type CustomerProductListItem = z.infer<typeof CustomerProductListItemSchema>;

/**
 * The product embeds that belong to the signed-in customer (`embed=customer_product_wish_list_item_id,customer_price`
 * on product reads and listings with a bearer): the item of the product in the customer's wish
 * list, and the customer's own price. Both are null without a bearer; `customer_price` is null
 * while the shop keeps no customer prices (the product's price applies).
 */
export const CustomerProductEmbedsSchema = z.object({
  customer_product_wish_list_item_id: IdSchema.nullable().optional(),
  customer_price: MoneySchema.nullable().optional(),
});
export const customerProductEmbedNames = ['customer_product_wish_list_item_id', 'customer_price'] as const;
