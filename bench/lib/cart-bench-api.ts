// The shop API as `npm run bench:cart` runs it (`tsx bench/lib/cart-bench-api.ts`, settings from the
// environment as for shop-api/src/server.ts): seeded without pictures, which the cart never draws,
// and with the cart channels authorised for whoever holds an open cart (its id), which is the rule
// of docs/live-cart-notices.md. Stops on SIGTERM/SIGINT.
import { buildApp } from '../../shop-api/src/app';
import { findAccessibleCart, guestRequester } from '../../shop-api/src/cart/cart-access';
import { loadConfig } from '../../shop-api/src/config';
import { openDatabase } from '../../shop-api/src/db/client';
import { seedDemoShop } from '../../shop-api/src/seed/seed';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedDemoShop(handle.db, { images: false });
const app = await buildApp({
  db: handle.db,
  config,
  authorizeCart: (cartId) =>
    findAccessibleCart(handle.db, cartId, guestRequester).then(
      () => true,
      () => false,
    ),
});
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
await app.listen({ host: config.host, port: config.port });
console.log(`bench API on ${config.publicUrl} (${handle.driver})`);
