import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SitemapPageParamsSchema, SitemapPageResponseSchema, SitemapQuerySchema } from '@contract/calls/sitemap';
import { SitemapSummarySchema } from '@contract/sitemap';
import { readErrors } from '../http/route-schema';
import { sitemapPage, sitemapSummary } from './sitemap.service';

/** Sitemaps change when the catalogue does; crawlers read them rarely, so a short shared cache is enough. */
const cacheControl = 'public, max-age=300';

/**
 * The sitemap's data: `GET sitemap` counts the entries and files, `GET sitemap/{page}` answers
 * one file's entries with every language's path (a page past the last one is a 422 on `page`).
 * Language headers do not matter here.
 */
export async function sitemapRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sitemap',
    {
      schema: {
        operationId: 'sitemapSummary',
        tags: ['shop'],
        summary: 'How many sitemap entries and files there are.',
        querystring: SitemapQuerySchema,
        response: { 200: SitemapSummarySchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', cacheControl);
      return sitemapSummary(app.deps.db, request.query.per_page);
    },
  );
  app.get(
    '/sitemap/:page',
    {
      schema: {
        operationId: 'sitemapPage',
        tags: ['shop'],
        summary: 'One sitemap file’s entries, with every language’s path.',
        params: SitemapPageParamsSchema,
        querystring: SitemapQuerySchema,
        response: { 200: SitemapPageResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', cacheControl);
      return sitemapPage(app.deps.db, request.params.page, request.query.per_page);
    },
  );
}
