import { createServer } from 'node:net';
import { paymentServices } from '@contract/codes/payment-services';
import { hashOrderToken, orderAccessToken } from '../../src/orders/order-token';
import { orderCode } from '../../src/orders/order-code';
import { insertOrder, nextOrderId } from '../../src/orders/orders.repository';
import type { Database } from '../../src/db/client';
import { buildApp } from '../../src/app';
import type { AuthorizeCart } from '../../src/broadcasting/broadcasting-auth.service';
import { loadConfig } from '../../src/config';
import { seedDemoShop } from '../../seed/seed';
import type { TestApp } from './test-app';
import { openTestDatabase } from './test-database';

/** The storefront origin the test apps allow as a return address. */
export const storefrontOrigin = 'http://shop.test:3000';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ListeningTestApp extends TestApp {
  baseUrl: string;
  port: number;
}

/**
 * The demo shop (without pictures) listening on 127.0.0.1 with its public URL pointing at itself,
 * so that the sandbox gateways' notifications (real HTTP calls to the public URL) reach it and
 * websocket clients can connect. `authorizeCart` decides the cart channels' subscriptions.
 */
export async function listeningTestApp(
  options: { env?: Record<string, string>; authorizeCart?: AuthorizeCart } = {},
): Promise<ListeningTestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const handle = await openTestDatabase();
  await seedDemoShop(handle.db, { images: false });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    API_PUBLIC_URL: baseUrl,
    STOREFRONT_ORIGINS: storefrontOrigin,
    ...options.env,
  });
  const app = await buildApp({ db: handle.db, config, authorizeCart: options.authorizeCart });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    db: handle.db,
    baseUrl,
    port,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

const paymentMethodOfService: Record<number, { id: number; name: string; online: boolean }> = {
  [paymentServices.bankTransaction]: { id: 1, name: 'Bank transfer', online: false },
  [paymentServices.goPay]: { id: 3, name: 'Card payment (GoPay)', online: true },
  [paymentServices.csob]: { id: 4, name: 'Card payment (ČSOB)', online: true },
};

/**
 * An order written straight into the database (for the payment tests, which need an order of a
 * given payment service and nothing of the cart): 1 000 CZK to pay. Answers its id and token.
 */
export async function insertTestOrder(
  db: Database,
  options: { paymentService: number; paid?: boolean; cancelled?: boolean; total?: number },
): Promise<{ id: number; token: string; code: string }> {
  const token = orderAccessToken('unused', null);
  const method = paymentMethodOfService[options.paymentService] ?? { id: 2, name: 'Other', online: false };
  const total = options.total ?? 1000;
  return db.transaction(async (tx) => {
    const id = await nextOrderId(tx);
    const code = orderCode(id, new Date());
    await insertOrder(tx, {
      id,
      code,
      variableSymbol: code,
      currencyId: 1,
      locale: 'en',
      email: 'guest@example.com',
      accessTokenHash: hashOrderToken(token),
      itemsPrice: 826.45,
      taxedItemsPrice: total,
      discountedAmount: 0,
      discountedTaxedAmount: 0,
      totalPrice: 826.45,
      taxedTotalPrice: total,
      taxAmount: total - 826.45,
      taxPerRate: [{ tax_rate: 21, price: 826.45, tax_amount: total - 826.45, taxed_price: total }],
      shippingName: 'Pickup at our shop',
      shippingPrice: 0,
      shippingTaxedPrice: 0,
      shippingTaxRate: 21,
      shippingService: 1,
      paymentMethodId: method.id,
      paymentName: method.name,
      paymentPrice: 0,
      paymentTaxedPrice: 0,
      paymentTaxRate: 21,
      paymentService: options.paymentService,
      paymentIsOnline: method.online,
      paidAt: options.paid ? new Date() : null,
      cancelledAt: options.cancelled ? new Date() : null,
    });
    return { id, token, code };
  });
}

/** Polls until `check` answers true (or fails after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
