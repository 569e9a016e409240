import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Prefix of every counter key the request limits keep in Redis. */
export const limitsKeyPrefix = 'lumen-store:limits:';

const connections = new WeakMap<object, Redis>();

/**
 * The one Redis connection of the request limits (sign-in, vouchers) of this app, with `REDIS_URL`;
 * none without. It connects on the first count, so a start that fails later leaves no socket open,
 * and closes with the app. Its errors are logged; the limits then let attempts through rather than
 * lock every shopper out.
 */
export function limitsRedis(app: FastifyInstance): Redis | undefined {
  const url = app.deps.config.broadcasting.redisUrl;
  if (!url) return undefined;
  const known = connections.get(app.deps);
  if (known) return known;
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis of the request limits: connection error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  connections.set(app.deps, redis);
  return redis;
}
