import { z } from 'zod';
import { EmbeddedSchema } from '../envelope';
import { LocaleSchema } from '../locales';
import { DateTimeSchema, IdSchema, NullableString } from './common';

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: NullableString,
  parent_id: IdSchema.nullable(),
  image_id: IdSchema.nullable(),
  menu_image_id: IdSchema.nullable(),
  color: NullableString,
  meta_title: NullableString,
  meta_h1_title: NullableString,
  meta_description: NullableString,
  slug: z.string(),
  position: z.number().int(),
  available_for_languages: z.array(LocaleSchema),
  is_active: z.boolean(),
  has_automatic_slug: z.boolean(),
  meta_index: z.boolean(),
  meta_follow: z.boolean(),
  show_on_sitemap: z.boolean(),
  customer_groups_restriction: z.boolean(),
  created_at: DateTimeSchema,
  _embedded: EmbeddedSchema,
});
export type Category = z.infer<typeof CategorySchema>;

export type CategoryTreeNode = Category & { children: CategoryTreeNode[] };
export const CategoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = CategorySchema.extend({
  children: z.lazy(() => z.array(CategoryTreeNodeSchema)),
});
