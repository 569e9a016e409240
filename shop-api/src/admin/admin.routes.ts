import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminDeliveryBodySchema,
  AdminProductPatchSchema,
  AdminProductStateSchema,
  AdminShipmentParamsSchema,
  AdminShipmentSchema,
} from '@contract/calls/admin';
import { IdParamsSchema } from '@contract/calls/request-parts';
import { createDisabledNotifier, createStorefrontNotifier } from '../revalidation/storefront-notifier';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { adminGuard } from './admin-auth';
import { recordDelivery } from './admin-deliveries.service';
import { patchProduct } from './admin-products.service';

/**
 * The back-office write API (bearer `ADMIN_TOKEN`). Every change is announced to the storefront
 * (`STOREFRONT_REVALIDATE_URL` + `REVALIDATE_SECRET`), which refreshes the cached pages it touches.
 */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const notifier = config.storefrontRevalidation
    ? createStorefrontNotifier({ ...config.storefrontRevalidation, log: app.log.child({ module: 'revalidation' }) })
    : createDisabledNotifier(app.log);
  app.addHook('onClose', async () => notifier.close());
  app.addHook('onRequest', adminGuard(config.adminToken));

  app.patch(
    '/admin/products/:id',
    {
      schema: {
        operationId: 'patchProduct',
        tags: ['admin'],
        summary: 'Change a product’s prices, stock or visibility; the storefront is told which pages to refresh.',
        security: [{ adminToken: [] }],
        params: IdParamsSchema,
        body: AdminProductPatchSchema,
        response: {
          200: AdminProductStateSchema,
          ...errorAnswers(400, 401, 404, 413, 415, 422, 503),
        },
      },
    },
    (request) => patchProduct(db, notifier, request.params.id, request.body),
  );

  app.patch(
    '/admin/orders/:id/shipments/:shipmentId',
    {
      schema: {
        operationId: 'recordDelivery',
        tags: ['admin'],
        summary:
          'Record when the carrier delivered a shipment (or take the record back); the 14 days of a withdrawal count from it.',
        security: [{ adminToken: [] }],
        headers: preferenceHeaders,
        params: AdminShipmentParamsSchema,
        body: AdminDeliveryBodySchema,
        response: {
          200: AdminShipmentSchema,
          ...errorAnswers(400, 401, 404, 413, 415, 422, 503),
        },
      },
    },
    (request) => recordDelivery(db, request.params.id, request.params.shipmentId, request.body),
  );
}
