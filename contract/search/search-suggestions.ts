import { z } from 'zod';
import { ArticleSchema } from '../entities/article';
import { BrandSchema } from '../entities/brand';
import { CategorySchema } from '../entities/category';
import { ProductSchema } from '../entities/product';

/** How many items of each kind the quick search answers by default and at most. */
export const defaultSuggestionLimit = 5;
export const maxSuggestionLimit = 20;

/** The most relevant items of one kind and how many match in all. */
function sectionSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}

/**
 * GET /search/suggest: the quick search of the popup and the side sections of the search page.
 * Products carry `urls`, `default_image_url` and both prices; categories and brands `urls`;
 * articles `urls` and `image_url`.
 */
export const SearchSuggestionsSchema = z.object({
  query: z.string(),
  products: sectionSchema(ProductSchema),
  categories: sectionSchema(CategorySchema),
  brands: sectionSchema(BrandSchema),
  articles: sectionSchema(ArticleSchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
export type SearchSection = Exclude<keyof SearchSuggestions, 'query'>;
