import type { FastifyInstance } from 'fastify';
import { paymentRoutes } from './payments.routes';
import type { PaymentsDeps } from './payments.service';
import { sandboxGateway } from './sandbox-gateway';
import { createSandboxNotifier } from './sandbox-notifier';
import { sandboxRoutes } from './sandbox.routes';

/**
 * Card payments (docs/orders-and-payments.md): the calls that start and check payments, and with
 * `PAYMENT_GATEWAYS=sandbox` (the default and, for now, the only choice) the sandbox gateways'
 * pay pages and their notifications to the API's own public URL.
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const deps: PaymentsDeps = {
    db,
    gateway: sandboxGateway(db, config.publicUrl),
    publicUrl: config.publicUrl,
    storefrontOrigins: config.storefrontOrigins,
  };
  await app.register(paymentRoutes, { deps });
  const notifier = createSandboxNotifier({ publicUrl: config.publicUrl, log: app.log.child({ module: 'payments' }) });
  app.addHook('onClose', async () => notifier.close());
  await app.register(sandboxRoutes, { deps, notifier, secret: config.orders.tokenSecret });
}
