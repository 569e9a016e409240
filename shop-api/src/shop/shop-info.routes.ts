import type { FastifyInstance } from 'fastify';
import { getShopInfo } from './shop-info.service';

export async function shopInfoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/shop-info', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return getShopInfo(app.deps.db);
  });
}
