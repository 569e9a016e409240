import { z } from 'zod';
import { CustomerProductListItemSchema, CustomerProductListSchema, ProductListTypeSchema } from '../entities/wish-list';
import { listEnvelopeSchema } from '../envelope';
import { IdBodySchema, IdParamSchema, queryParam } from './request-parts';

const listName = z.string().trim().min(1, 'Enter the list’s name.').max(100, 'A list name is at most 100 characters.');
const description = z.string().trim().max(1000, 'A description is at most 1000 characters.').nullable();

/** `POST /customer-product-lists`: unknown fields are rejected; a second wish list is a 409. */
export const CreateCustomerProductListBodySchema = z.strictObject({
  name: listName,
  description: description.optional(),
  type: ProductListTypeSchema.optional().describe('1 the wish list (the default), 2 a comparison.'),
});
export type CreateCustomerProductListBody = z.infer<typeof CreateCustomerProductListBodySchema>;

/** `PATCH /customer-product-lists/{id}`: at least one field. */
export const UpdateCustomerProductListBodySchema = z
  .strictObject({
    name: listName.optional(),
    description: description.optional(),
    position: z.number().int('Must be a whole number.').min(0).max(1_000_000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field.');
export type UpdateCustomerProductListBody = z.infer<typeof UpdateCustomerProductListBodySchema>;

/** `POST /customer-product-lists/{id}/items`: the same product (and variation) again answers the item it has. */
export const AddCustomerProductListItemBodySchema = z.strictObject({
  product_id: IdBodySchema,
  product_variation_id: IdBodySchema.nullable().optional(),
  note: z.string().trim().max(500, 'A note is at most 500 characters.').nullable().optional(),
});
export type AddCustomerProductListItemBody = z.infer<typeof AddCustomerProductListItemBodySchema>;

export const CustomerProductListParamsSchema = z.object({ id: IdParamSchema.describe('The list’s id.') });
export const CustomerProductListItemParamsSchema = z.object({
  id: IdParamSchema.describe('The list’s id.'),
  itemId: IdParamSchema.describe('The item’s id.'),
});

/** `GET /customer-product-lists?type=1`: only lists of that type. */
export const CustomerProductListQuerySchema = z.strictObject({
  type: queryParam()
    .regex(/^[12]$/, 'Must be 1 (wish list) or 2 (comparison).')
    .transform(Number)
    .optional()
    .describe('1 the wish list, 2 comparisons.'),
});

export const CustomerProductListResponseSchema = CustomerProductListSchema.describe('The product list.');
export const CustomerProductListListResponseSchema = listEnvelopeSchema(CustomerProductListSchema).describe(
  'The customer’s product lists.',
);
export const CustomerProductListItemResponseSchema = CustomerProductListItemSchema.describe('The list item.');
export const CustomerProductListItemListResponseSchema = listEnvelopeSchema(CustomerProductListItemSchema).describe(
  'The list’s items, newest first, each with its product.',
);
