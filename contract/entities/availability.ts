import { z } from 'zod';
import { IdSchema, NullableString } from './common';

export const ProductAvailabilitySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  note: NullableString,
  can_purchase: z.boolean(),
  for_empty_stock: z.boolean(),
  for_refilled_stock: z.boolean(),
  in_catalog: z.boolean(),
  show_stock_states: z.boolean(),
  has_automatic_slug: z.boolean(),
});
export type ProductAvailability = z.infer<typeof ProductAvailabilitySchema>;
