import { z } from 'zod';
import { staticPageRoles } from '../codes/static-page-roles';
import { EmbeddedSchema } from '../envelope';
import { DateTimeSchema, IdSchema, NullableString } from './common';

/** The data catalogue does not list static page fields; these are what a content page needs. */
export const StaticPageSchema = z.object({
  id: IdSchema,
  name: z.string(),
  content: z.string(),
  slug: z.string(),
  role: z
    .enum(staticPageRoles)
    .nullable()
    .describe('What the shop links the page as outside its list (the terms beside the order button); null for none.'),
  meta_title: NullableString,
  meta_description: NullableString,
  meta_index: z.boolean(),
  meta_follow: z.boolean(),
  is_active: z.boolean(),
  created_at: DateTimeSchema,
  _embedded: EmbeddedSchema,
});
export type StaticPage = z.infer<typeof StaticPageSchema>;
