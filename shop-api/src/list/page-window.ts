import { msg } from '../messages/message';
import type { ListMeta } from '@contract';
import type { CustomerPageQuery } from '@contract/calls/customer-accounts';
import { ApiError } from '../http/api-error';

/** Items per page of a customer's histories (credit movements, reviews) when `per_page` is not given. */
export const customerPageSize = 20;

/** Limit and offset of the page asked for. */
export function pageWindow(query: CustomerPageQuery): { page: number; perPage: number; limit: number; offset: number } {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? customerPageSize;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** The envelope's `_meta`; a page past the last one is a 422 on `page`, as in every list. */
export function pageMeta(page: number, perPage: number, total: number): ListMeta {
  const totalPages = Math.ceil(total / perPage);
  const lastPage = Math.max(1, totalPages);
  if (page > lastPage)
    throw ApiError.validation([{ field: 'page', message: msg('list.pageBeyond', { page, last: lastPage }) }]);
  return { page, per_page: perPage, total, total_pages: totalPages };
}
