import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '@contract/calls/payments';
import type { GatewayClients } from '../payments/payments.service';
import { sandboxIdpRoutes } from './identity-provider/sandbox-idp.routes';
import { refuseRemoteClients } from './loopback-only';
import { sandboxMailboxRoutes } from './mailbox/sandbox-mailbox.routes';
import { sandboxGateway } from './payments/sandbox-gateway';
import { createSandboxNotifier } from './payments/sandbox-notifier';
import { sandboxRoutes } from './payments/sandbox.routes';
import { authTestFaultRoutes } from './test-faults/auth-test-faults.routes';
import { testFaultRoutes } from './test-faults/test-faults.routes';

/**
 * Everything a demo (`SHOP_ENV=demo`) serves that a production shop does not (docs/deploying.md):
 * the mailbox, the GoPay and ČSOB pay pages, the identity provider that stands in for Google and
 * Facebook, and with `API_TEST_FAULTS=1` the browser tests' faults. They answer loopback clients
 * only. app.ts calls this once, and never in production.
 */
export async function registerSandboxes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const notifier = createSandboxNotifier({ publicUrl: config.publicUrl, log: app.log.child({ module: 'payments' }) });
  app.addHook('onClose', async () => notifier.close());
  await app.register(async (sandboxes) => {
    sandboxes.addHook('onRequest', refuseRemoteClients);
    await sandboxes.register(sandboxMailboxRoutes);
    await sandboxes.register(sandboxRoutes, { db, notifier, secret: config.orders.tokenSecret });
    await sandboxes.register(sandboxIdpRoutes);
    await sandboxes.register(testFaultRoutes);
    await sandboxes.register(authTestFaultRoutes);
  });
}

/** The card gateways this demo runs as sandboxes (`PAYMENT_GATEWAYS=sandbox`, the demo's default). */
export function sandboxGateways(app: FastifyInstance): GatewayClients {
  const { db, config } = app.deps;
  const clients: GatewayClients = {};
  for (const gateway of Object.keys(config.orders.gateways) as PaymentGateway[]) {
    if (config.orders.gateways[gateway] === 'sandbox')
      clients[gateway] = sandboxGateway(db, config.publicUrl, config.orders.tokenSecret);
  }
  return clients;
}
