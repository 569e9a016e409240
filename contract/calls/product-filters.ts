import { z } from 'zod';
import { maxSearchLength } from '../search/search-terms';
import { idQueryParam, queryParam } from './request-parts';

/**
 * `GET /product-filters`: the filters, products and pagination of one listing page. The scope is
 * a category, a brand or a search; `state` is the listing page's own query string as the
 * shopper's URL carries it (`barva=cervena&strana=2`), in the request's language.
 */
export const ProductFiltersQuerySchema = z.strictObject({
  category_id: idQueryParam().optional().describe('The category listed (with its subcategories).'),
  brand_id: idQueryParam().optional().describe('The brand listed (with its product lines).'),
  search: queryParam()
    .transform((text) => text.trim())
    .refine((text) => text !== '' && text.length <= maxSearchLength, `Search for 1 to ${maxSearchLength} characters.`)
    .optional()
    .describe(`The search listed, 1–${maxSearchLength} characters.`),
  state: queryParam()
    .default('')
    .describe('The listing URL’s query string: filters, sort, page and per-page in the shopper’s language.'),
  embed: queryParam().optional().describe('Embeds of each product card (the products whitelist’s embeds).'),
});
export type ProductFiltersQuery = z.output<typeof ProductFiltersQuerySchema>;
