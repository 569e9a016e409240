import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sitemapEntriesPerFile } from '@contract/sitemap';
import { parseOrThrow } from '../http/validation';
import { sitemapPage, sitemapSummary } from './sitemap.service';

const QuerySchema = z.strictObject({
  per_page: z.coerce.number().int().min(1).max(sitemapEntriesPerFile).default(sitemapEntriesPerFile),
});
const ParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000) });

/** Sitemaps change when the catalogue does; crawlers read them rarely, so a short shared cache is enough. */
const cacheControl = 'public, max-age=300';

/**
 * The sitemap's data: `GET sitemap` counts the entries and files, `GET sitemap/{page}` answers
 * one file's entries with every language's path. Language headers do not matter here.
 */
export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap', async (request, reply) => {
    const query = parseOrThrow(QuerySchema, request.query);
    reply.header('Cache-Control', cacheControl);
    return sitemapSummary(app.deps.db, query.per_page);
  });
  app.get('/sitemap/:page', async (request, reply) => {
    const { page } = parseOrThrow(ParamsSchema, request.params);
    const query = parseOrThrow(QuerySchema, request.query);
    reply.header('Cache-Control', cacheControl);
    return sitemapPage(app.deps.db, page, query.per_page);
  });
}
