import { z } from 'zod';
import { ProductSchema } from '../entities/product';
import { LocaleSchema } from '../locales';

/** The data catalogue's "Product filters response": what a category, brand or search listing shows. */

export const filterTypes = ['select', 'checkbox', 'radio', 'color', 'price_slider'] as const;
export const FilterTypeSchema = z.enum(filterTypes);
export type FilterType = z.infer<typeof FilterTypeSchema>;

export const FilterItemSchema = z.object({
  /** The attribute, brand or availability id. */
  id: z.number().int(),
  /** Query string of the listing with this item switched on or off (`''` is the plain listing). */
  url: z.string(),
  /** The slug the URL carries; for colour items the hex colour. */
  value: z.string(),
  label: z.string(),
  /** Products the listing would show with this item chosen, under every other active filter. */
  count: z.number().int().min(0),
  is_selected: z.boolean(),
  options: z.object({ image_url: z.string().nullable(), slug: z.string() }),
});
export type FilterItem = z.infer<typeof FilterItemSchema>;

/**
 * The price slider. Its amounts are taxed selling prices in `currency`, the listing language's
 * default currency, whatever the viewer's currency and tax setting: a shared price-filter link
 * lists the same products for everyone (docs/product-filters.md).
 */
export const PriceSliderPropsSchema = z.object({
  /** ISO code of the currency the amounts are in. */
  currency: z.string().length(3),
  /** Always `with`: the amounts include tax. */
  tax: z.literal('with'),
  min: z.number(),
  max: z.number(),
  current_min: z.number(),
  current_max: z.number(),
  /** Query string with `{min}` and `{max}` placeholders. */
  url_template: z.string(),
});
export type PriceSliderProps = z.infer<typeof PriceSliderPropsSchema>;

export const ListingFilterSchema = z.object({
  /** The filter's parameter name in the URL (`znacka`, `barva`, `cena`). */
  id: z.string(),
  items: z.array(FilterItemSchema),
  label: z.string(),
  type: FilterTypeSchema,
  description: z.string().nullable(),
  is_displayed: z.boolean(),
  contains_active_items: z.boolean(),
  /** Query string with this filter removed (every item off, or the full price range). */
  reset_url: z.string(),
  additional_props: PriceSliderPropsSchema.nullable(),
});
export type ListingFilter = z.infer<typeof ListingFilterSchema>;

export const PaginationDataSchema = z.object({
  items_count: z.number().int().min(0),
  multi_pagination_start_page: z.number().int().min(1),
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  per_page: z.number().int().min(1),
  per_page_options: z.array(z.number().int().min(1)),
  /** `{page}` placeholder. */
  page_url_template: z.string(),
  /** `{start}` and `{page}` placeholders: pages start…page shown together ("load more"). */
  page_range_url_template: z.string(),
  /** `{per_page}` placeholder. */
  per_page_url_template: z.string(),
});
export type PaginationData = z.infer<typeof PaginationDataSchema>;

export const SortOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  is_selected: z.boolean(),
});
export type SortOption = z.infer<typeof SortOptionSchema>;

export const ProductFiltersResponseSchema = z.object({
  filters: z.array(ListingFilterSchema),
  items: z.array(ProductSchema),
  pagination_data: PaginationDataSchema,
  /** The canonical query string of the state that was asked for. */
  request_uri: z.string(),
  /**
   * `request_uri` of the same state in every language: parameter names and filter value slugs
   * translated (`barva=cervena&razeni=price-asc&strana=2` ↔ `color=red&sort=price-asc&page=2`).
   * A language switch appends it to the listing's path in that language.
   */
  alternate_request_uris: z.record(LocaleSchema, z.string()),
  sort_options: z.array(SortOptionSchema),
});
export type ProductFiltersResponse = z.infer<typeof ProductFiltersResponseSchema>;
