import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuggestQuerySchema } from '@contract/calls/search';
import { SearchSuggestionsSchema } from '@contract/search/search-suggestions';
import { preferenceHeaders, readErrors } from '../http/route-schema';
import { readContext } from '../list/read-context';
import { suggest } from './search.service';

/**
 * GET /search/suggest?q=&limit=: the quick search (popup, search page sections). The ranked,
 * paginated product results are GET /products?search= (sort `-relevance` by default).
 */
export async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search/suggest',
    {
      schema: {
        operationId: 'suggest',
        tags: ['search'],
        summary: 'The most relevant products, categories, brands and articles for a text.',
        headers: preferenceHeaders,
        querystring: SuggestQuerySchema,
        response: { 200: SearchSuggestionsSchema, ...readErrors },
      },
      // A search text reads control characters as spaces (searchTerms); a crafted search URL still finds.
      config: { ownControlCharacterCheck: ['querystring.q'] },
    },
    (request) => suggest(readContext(request), request.query),
  );
}
