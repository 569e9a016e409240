import 'server-only';
import { createApiClient } from '@/lib/api/api-client';
import { shopApiBaseUrl } from '@/lib/api/catalogue-api';
import { ApiClientError } from '@/lib/api/api-client-error';
import { defaultLocale } from '@contract/locales';
import { listEnvelopeSchema } from '@contract/envelope';
import { SitemapEntrySchema, SitemapSummarySchema, type SitemapEntry, type SitemapSummary } from '@contract/sitemap';

// A sitemap file's data is megabytes, beyond what the Next.js data cache keeps (2 MB an item):
// it is fetched fresh and the XML answer carries an HTTP cache header instead.
const sitemapApi = () => createApiClient({ baseUrl: shopApiBaseUrl(), locale: defaultLocale, cache: 'no-store', timeoutMs: 60_000 });

const SitemapPageSchema = listEnvelopeSchema(SitemapEntrySchema);

export async function getSitemapSummary(): Promise<SitemapSummary> {
  return sitemapApi().get(SitemapSummarySchema, 'sitemap');
}

/** One sitemap file's entries; null when the file does not exist (past the last one). */
export async function getSitemapPage(page: number): Promise<SitemapEntry[] | null> {
  try {
    return (await sitemapApi().get(SitemapPageSchema, 'sitemap', { id: page })).items;
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 422 || error.status === 404)) return null;
    throw error;
  }
}
