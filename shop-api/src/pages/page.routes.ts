import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readContext } from '../list/read-context';
import { normalizePagePath } from './page-path';
import { parsePageQuery } from './page-query';
import { resolvePage } from './page.service';

export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const handler = async (request: FastifyRequest) => {
    const params = request.params as Record<string, string | undefined>;
    return resolvePage(readContext(request), normalizePagePath(params['*']), parsePageQuery(request.query));
  };
  app.get('/page', handler);
  app.get('/page/*', handler);
}
