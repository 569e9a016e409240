import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopInfoSchema } from '@contract/shop-info';
import { preferenceHeaders, readErrors } from '../http/route-schema';
import { offeredProviders } from '../third-party-sign-in/third-party-sign-in.service';
import { getShopInfo } from './shop-info.service';

export async function shopInfoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/shop-info',
    {
      schema: {
        operationId: 'shopInfo',
        tags: ['shop'],
        summary:
          'The shop: currencies, countries, hostnames, the route table of localized paths and the company behind it.',
        headers: preferenceHeaders,
        response: { 200: ShopInfoSchema, ...readErrors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return getShopInfo(app.deps.db, offeredProviders(app));
    },
  );
}
