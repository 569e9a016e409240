import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '@contract/calls/payments';
import { announceOrderPaid } from '../orders/order-paid-announcement';
import { paymentRoutes } from './payments.routes';
import type { GatewayClients, PaymentsDeps } from './payments.service';
import { startStatusCheck } from './status-check';

/**
 * Card payments (docs/orders-and-payments.md): the calls that start and check payments through the
 * gateways this process has (`gateways`: in a demo the sandboxes of shop-api/src/sandbox/; a gateway
 * missing here is not offered, see `cardGatewayReadiness`), and the status check of the open
 * payments of the live gateways (status-check.ts; `PAYMENT_STATUS_CHECK_SECONDS`, 0 switches it off).
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
  const live = (Object.keys(gateways) as PaymentGateway[]).filter((g) => config.orders.gateways[g] === 'live');
  const statusCheck = startStatusCheck(deps, live, config.orders.statusCheck);
  app.addHook('onClose', () => statusCheck.stop());
}
