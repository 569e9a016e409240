import { z } from 'zod';
import { queryParam } from './request-parts';

/**
 * `GET /page/{path}` (and `GET /page` for the home page): the page at a storefront path. `page`
 * picks the page of a listing kind (blog list, article category). Other parameters belong to the
 * storefront (filters, sorting) and are ignored here.
 */
export const PageParamsSchema = z.object({
  '*': z.string().describe('The storefront path without the language prefix: `cervene-triko` or `obleceni/trika`.'),
});
export const PageQuerySchema = z.looseObject({
  page: queryParam()
    .regex(/^[1-9]\d{0,5}$/, 'The page must be a whole number from 1.')
    .optional()
    .describe('Page of a listing kind (blog list, article category), from 1.'),
});
