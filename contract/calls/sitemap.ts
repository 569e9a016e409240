import { z } from 'zod';
import { sitemapEntriesPerFile, SitemapEntrySchema } from '../sitemap';
import { listEnvelopeSchema } from '../envelope';

/** `GET /sitemap` and `GET /sitemap/{page}`: entries per file, and one file's entries. */
export const SitemapQuerySchema = z.strictObject({
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(sitemapEntriesPerFile)
    .default(sitemapEntriesPerFile)
    .describe('Entries per sitemap file.'),
});
export const SitemapPageParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000) });
export const SitemapPageResponseSchema = listEnvelopeSchema(SitemapEntrySchema);
