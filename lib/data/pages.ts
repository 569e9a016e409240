import 'server-only';
import { ApiClientError } from '@/lib/api/api-client-error';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags, pageTag } from '@contract/cache/cache-tags';
import { PageSchema, type Page } from '@contract/page';
import { cached, catalogueLifetime } from './cache-policy';

/**
 * The page at a catalogue path, as the shop API resolves it; null when no page lives there.
 * Metadata and the page body ask twice; Next.js dedupes the identical fetch within a render.
 * `listingPage` (from `?page=N`) picks the page of a listing kind (blog list, article category);
 * the API answers 404 past the last page.
 *
 * Cached under the path's own tag and `products`: the answer embeds products (the home page's
 * featured ones, a product page's related ones, category and brand product counts), so any product
 * change refreshes it (docs/caching.md).
 */
export async function getPage(context: CatalogueContext, path: string, listingPage = 1): Promise<Page | null> {
  try {
    return await catalogueApi(context).get(PageSchema, 'page', {
      rawPath: path,
      query: listingPage > 1 ? { page: listingPage } : undefined,
      ...cached({
        tags: [catalogueTag, pageTag(context.locale, path), listTags.products],
        revalidate: catalogueLifetime,
      }),
    });
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
