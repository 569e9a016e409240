import { z } from 'zod';
import { DateTimeSchema, IdSchema, NullableString } from './common';

/** Where a banner shows: the home page's hero slot, the home page's promo tiles, the top of a category. */
export const bannerTypes = { homeHero: 1, homePromo: 2, category: 3 } as const;

/** How much of the row a banner takes: all of it, or half (two side by side from tablet width). */
export const bannerSizeTypes = ['full', 'half'] as const;
export const BannerSizeTypeSchema = z.enum(bannerSizeTypes);

/** A picture of a banner with its pixel size, so the page can reserve its box before it loads. */
export const BannerImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type BannerImage = z.infer<typeof BannerImageSchema>;

/** A shown banner is active and inside its validity window; either end of the window may be open. */
export const BannerValiditySchema = z.object({ from: DateTimeSchema.nullable(), to: DateTimeSchema.nullable() });

export const BannerSchema = z.object({
  id: IdSchema,
  banner_type_id: z.number().int().positive(),
  size_type: BannerSizeTypeSchema,
  mobile_image_id: IdSchema.nullable(),
  image_id: IdSchema.nullable(),
  position: z.number().int(),
  is_active: z.boolean(),
  name: z.string(),
  content: NullableString,
  url: NullableString,
  url_text: NullableString,
  button_text: NullableString,
  button_link: NullableString,
  button_image_id: IdSchema.nullable(),
  validity: BannerValiditySchema,
  /** The pictures behind the three image ids, always present (null when the id is). */
  _embedded: z.object({
    image: BannerImageSchema.nullable(),
    mobile_image: BannerImageSchema.nullable(),
    button_image: BannerImageSchema.nullable(),
  }),
});
export type Banner = z.infer<typeof BannerSchema>;
