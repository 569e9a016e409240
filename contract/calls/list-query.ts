import { z } from 'zod';
import { maxPerPage } from '../query';
import { queryParam } from './request-parts';

/**
 * The list convention's query string (shop-api/src/list/README.md): `page`, `per_page`, `paginate`,
 * `sort`, `filters`, `embed`, `only`, `except`. The shape is declared here; which fields a resource
 * sorts, filters and embeds by is its whitelist's business, checked by the shop API with one field
 * error per problem. Unknown or repeated parameters are refused, never ignored.
 */
const recordQueryShape = {
  embed: queryParam()
    .optional()
    .describe('Related records to embed under `_embedded`: `brand{id,name},urls`.')
    .meta({ examples: ['urls'] }),
  only: queryParam()
    .optional()
    .describe('Top-level fields to keep (comma list); `id` and `_embedded` always stay.')
    .meta({ examples: ['id,name'] }),
  except: queryParam()
    .optional()
    .describe('Top-level fields to drop (comma list); not together with only.')
    .meta({ examples: ['name'] }),
};

const listQueryShape = {
  page: queryParam()
    .regex(/^[1-9]\d{0,15}$/, 'Must be a whole number from 1 up.')
    .optional()
    .describe('Page number, from 1.'),
  per_page: queryParam()
    .regex(/^[1-9]\d{0,2}$/, `Must be a whole number from 1 to ${maxPerPage}.`)
    .optional()
    .describe(`Items per page, 1–${maxPerPage}.`),
  paginate: queryParam()
    .regex(/^[01]$/, 'Must be 1 (pages) or 0 (every item on one page).')
    .optional()
    .describe('1 (pages, the default) or 0 (every item on one page).'),
  sort: queryParam()
    .optional()
    .describe('Comma list of fields; a leading `-` sorts descending: `-price,name`.')
    .meta({ examples: ['id', '-id', 'name'] }),
  filters: queryParam()
    .optional()
    .describe(
      'Base64 of a JSON list of `[field, operator, value]`; operators eq neq contains starts_with ends_with gt gte lt lte in.',
    ),
  ...recordQueryShape,
};

/** A single record (`/products/1`) or a tree (`/categories/tree`). */
export const RecordQuerySchema = z.strictObject(recordQueryShape);
/** A list (`/categories`). */
export const ListQuerySchema = z.strictObject(listQueryShape);
/** A list that can be searched (`/products?search=…`; relevance then sorts first). */
export const SearchableListQuerySchema = z.strictObject({
  ...listQueryShape,
  search: queryParam().optional().describe('Full-text search over names and descriptions, 1–200 characters.'),
});
