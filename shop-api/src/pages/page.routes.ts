import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PageKindAnswerSchema, PageSchema } from '@contract/page';
import { PageParamsSchema, PageQuerySchema } from '@contract/calls/pages';
import { lookupErrors, preferenceHeaders } from '../http/route-schema';
import { readContext } from '../list/read-context';
import { normalizePagePath } from './page-path';
import { resolvePage, resolvePageKind } from './page.service';

const pageAnswers = { 200: PageSchema, ...lookupErrors };
/** A path with a control character is no page: normalizePagePath answers 404, as for any unknown path. */
const ownPathCheck = { ownControlCharacterCheck: ['params.*' as const] };

/**
 * What a storefront path shows: a page kind with its model, or a redirect. An unknown path is a
 * 404. `page-kind` answers the same without the model: the cheap existence check.
 */
export async function pageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['pages'], headers: preferenceHeaders, querystring: PageQuerySchema, response: pageAnswers };
  app.get('/page', { schema: { ...common, operationId: 'showHomePage', summary: 'The home page.' } }, (request) =>
    resolvePage(readContext(request), '', { page: Number(request.query.page ?? 1) }),
  );
  app.get(
    '/page/*',
    {
      schema: {
        ...common,
        operationId: 'showPage',
        summary: 'The page at a storefront path.',
        params: PageParamsSchema,
      },
      config: ownPathCheck,
    },
    (request) =>
      resolvePage(readContext(request), normalizePagePath(request.params['*']), {
        page: Number(request.query.page ?? 1),
      }),
  );
  const kindSchema = {
    tags: ['pages'],
    headers: preferenceHeaders,
    response: { 200: PageKindAnswerSchema, ...lookupErrors },
    description:
      'Answers as `GET /page/{path}` would (the same 404, the same redirects) with only the page kind: how a client tells whether a page exists without loading it.',
  };
  app.get(
    '/page-kind',
    { schema: { ...kindSchema, operationId: 'showHomePageKind', summary: 'The kind of the home page.' } },
    (request) => resolvePageKind(readContext(request), ''),
  );
  app.get(
    '/page-kind/*',
    {
      schema: {
        ...kindSchema,
        operationId: 'showPageKind',
        summary: 'The kind of page at a storefront path, without its model.',
        params: PageParamsSchema,
      },
      config: ownPathCheck,
    },
    (request) => resolvePageKind(readContext(request), normalizePagePath(request.params['*'])),
  );
}
