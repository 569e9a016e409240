import { ApiError } from '../http/api-error';

/**
 * The query of `GET page/{path}`: `page` picks the page of a listing kind (blog list, article
 * category), 1 when absent. A malformed value is a 422 on `page`; a page after the last one is a
 * 404, as no page lives there. Other parameters are left to the storefront and ignored here.
 */
export function parsePageQuery(raw: unknown): { page: number } {
  const value = (raw as Record<string, unknown> | undefined)?.page;
  if (value === undefined) return { page: 1 };
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) {
    throw ApiError.validation([{ field: 'page', message: 'The page must be a whole number from 1.' }]);
  }
  return { page: Number(value) };
}
