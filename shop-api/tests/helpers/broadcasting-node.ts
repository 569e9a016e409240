/**
 * One shop API process for the Redis fan-out test (broadcasting-redis.test.ts), run with
 * `node --import tsx`: it listens on a free port with `REDIS_URL` from its environment, holds
 * every cart, and answers its parent over IPC: `{ port }` when it listens, then `{ published: id }`
 * after each `{ publish: { id, cartId, event, data } }`. `{ close: true }` closes the app and the
 * database and lets the process end on its own, which proves nothing (sockets, Redis) was left open.
 */
import type { CartNoticeData, CartNoticeEvent } from '@contract/calls/broadcasting';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { seedReferenceData } from '../../seed/reference-data';

type ParentMessage =
  { publish: { id: number; cartId: string; event: CartNoticeEvent; data: CartNoticeData } } | { close: true };

const send = (message: unknown) => process.send?.(message);

const handle = await openDatabase({ dataDir: 'memory://' });
await handle.db.transaction((tx) => seedReferenceData(tx));
const app = await buildApp({
  db: handle.db,
  config: loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_ON_START: 'false' }),
  authorizeCart: async () => true,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
send({ port: typeof address === 'object' && address ? address.port : 0 });

process.on('message', (message: ParentMessage) => {
  if ('publish' in message) {
    const { id, cartId, event, data } = message.publish;
    void app.broadcaster.toCart(cartId, event, data).then(() => send({ published: id }));
    return;
  }
  void app
    .close()
    .then(() => handle.close())
    .then(() => process.disconnect());
});
// The parent went away without asking: do not outlive it.
process.on('disconnect', () => setTimeout(() => process.exit(0), 5000).unref());
