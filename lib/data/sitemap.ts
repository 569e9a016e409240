import 'server-only';
import { ApiClientError } from '@/lib/api/api-client-error';
import { catalogueApi } from '@/lib/api/catalogue-api';
import { listEnvelopeSchema } from '@contract/envelope';
import { defaultLocale } from '@contract/locales';
import { SitemapEntrySchema, SitemapSummarySchema, type SitemapEntry, type SitemapSummary } from '@contract/sitemap';
import { notCached } from './cache-policy';

// A sitemap file's data is megabytes, beyond what the Next.js data cache keeps (2 MB an item):
// it is fetched fresh, with a longer deadline, and the XML answer carries an HTTP cache header instead.
const sitemapApi = () => catalogueApi({ locale: defaultLocale }, { timeoutMs: 60_000 });

const SitemapPageSchema = listEnvelopeSchema(SitemapEntrySchema);

/** How many sitemap files there are. */
export function getSitemapSummary(): Promise<SitemapSummary> {
  return sitemapApi().get(SitemapSummarySchema, 'sitemap', { ...notCached });
}

/** One sitemap file's entries; null when the file does not exist (past the last one). */
export async function getSitemapPage(page: number): Promise<SitemapEntry[] | null> {
  try {
    return (await sitemapApi().get(SitemapPageSchema, 'sitemap', { id: page, ...notCached })).items;
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 422 || error.status === 404)) return null;
    throw error;
  }
}
