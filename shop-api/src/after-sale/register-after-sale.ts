import type { FastifyInstance } from 'fastify';
import { afterSaleAdminRoutes } from './after-sale-admin.routes';
import { createAfterSaleSigner } from './after-sale-links';
import { complaintRoutes } from './complaints.routes';
import { orderAccessRoutes } from './order-access.routes';
import { refundRoutes } from './refunds.routes';

/** Returns and complaints (docs/returns-and-complaints.md): their routes, sharing one signer. */
export async function registerAfterSale(app: FastifyInstance): Promise<void> {
  const signer = createAfterSaleSigner(app.deps.config.orders.tokenSecret);
  await app.register(orderAccessRoutes(signer));
  await app.register(refundRoutes(signer));
  await app.register(complaintRoutes(signer));
  await app.register(afterSaleAdminRoutes(signer));
}
