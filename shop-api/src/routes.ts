import type { FastifyInstance } from 'fastify';

/** Every route module of the shop API, registered in one place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));
}
