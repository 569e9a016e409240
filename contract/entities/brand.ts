import { z } from 'zod';
import { EmbeddedSchema } from '../envelope';
import { DateTimeSchema, IdSchema, NullableString } from './common';

export const BrandSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: NullableString,
  parent_id: IdSchema.nullable(),
  image_id: IdSchema.nullable(),
  meta_title: NullableString,
  meta_h1_title: NullableString,
  meta_description: NullableString,
  slug: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  has_automatic_slug: z.boolean(),
  meta_index: z.boolean(),
  meta_follow: z.boolean(),
  show_on_sitemap: z.boolean(),
  created_at: DateTimeSchema,
  _embedded: EmbeddedSchema,
});
export type Brand = z.infer<typeof BrandSchema>;

export type BrandTreeNode = Brand & { children: BrandTreeNode[] };
export const BrandTreeNodeSchema: z.ZodType<BrandTreeNode> = BrandSchema.extend({
  children: z.lazy(() => z.array(BrandTreeNodeSchema)),
});
