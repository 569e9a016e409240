import type { FastifyInstance } from 'fastify';
import { announceOrderPaid } from '../orders/order-paid-announcement';
import { paymentRoutes } from './payments.routes';
import type { GatewayClients, PaymentsDeps } from './payments.service';

/**
 * Card payments (docs/orders-and-payments.md): the calls that start and check payments through the
 * gateways this process has (`gateways`: in a demo the sandboxes of shop-api/src/sandbox/; a gateway
 * missing here is not offered, see `cardGatewayReadiness`).
 */
export async function registerPayments(app: FastifyInstance, gateways: GatewayClients): Promise<void> {
  const { db, config } = app.deps;
  const deps: PaymentsDeps = {
    db,
    gateways,
    publicUrl: config.publicUrl,
    storefrontOrigins: config.storefrontOrigins,
    log: app.log,
    onOrderPaid: (orderId) => announceOrderPaid(app, orderId),
  };
  await app.register(paymentRoutes, { deps });
}
