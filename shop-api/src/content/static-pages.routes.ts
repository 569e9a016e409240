import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StaticPageListResponseSchema } from '@contract/calls/static-pages';
import { preferenceHeaders, readErrors } from '../http/route-schema';
import { readContext } from '../list/read-context';
import { listStaticPages } from './static-pages.service';

/** The static pages a storefront links from every page (its footer); one static page is read through `GET page/{path}`. */
export async function staticPageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/static-pages',
    {
      schema: {
        operationId: 'listStaticPages',
        tags: ['catalogue'],
        summary: 'The active static pages in the request language, without their content, each with its paths.',
        headers: preferenceHeaders,
        response: { 200: StaticPageListResponseSchema, ...readErrors },
      },
    },
    (request) => listStaticPages(readContext(request)),
  );
}
