import type { FastifyInstance } from 'fastify';
import { createDisabledNotifier, createStorefrontNotifier } from '../revalidation/storefront-notifier';
import { adminGuard } from './admin-auth';
import { patchProduct } from './admin-products.service';

/**
 * The back-office write API (bearer `ADMIN_TOKEN`). Every change is announced to the storefront
 * (`STOREFRONT_REVALIDATE_URL` + `REVALIDATE_SECRET`), which refreshes the cached pages it touches.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const notifier = config.storefrontRevalidation
    ? createStorefrontNotifier({ ...config.storefrontRevalidation, log: app.log.child({ module: 'revalidation' }) })
    : createDisabledNotifier(app.log);
  app.addHook('onClose', async () => notifier.close());
  app.addHook('onRequest', adminGuard(config.adminToken));

  app.patch('/admin/products/:id', (request) => patchProduct(db, notifier, request.params, request.body));
}
