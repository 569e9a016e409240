import { notFound } from 'next/navigation';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { ApiClientError } from '@/lib/api/api-client-error';
import type { Filter } from '@contract/query';
import { listProducts } from '@/lib/data/catalogue';
import { parsePageNumber } from '@/lib/routing/page-number';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';

export const listingPageSize = 24;

/** A paginated product grid for one filter (a category, a brand); a page past the end is a 404. */
export async function ProductListing({ context, filters, basePath, pageParam, heading }: { context: CatalogueContext; filters: Filter[]; basePath: string; pageParam: string | string[] | undefined; heading?: string }) {
  const page = parsePageNumber(pageParam);
  if (page === null) notFound();
  const result = await listProducts(context, filters, { page, per_page: listingPageSize }).catch((error: unknown) => {
    if (error instanceof ApiClientError && error.status === 422 && error.fieldMessage('page')) notFound();
    throw error;
  });
  return (
    <>
      <ProductGrid products={result.items} heading={heading} tax={context.tax} />
      <Pagination meta={result._meta} basePath={basePath} />
    </>
  );
}
