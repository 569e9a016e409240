import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Fanout, PublishedEvent } from './broadcaster';

const connectTimeoutMs = 5000;
const startDeadlineMs = 5000;

const RedisMessageSchema = z.object({
  origin: z.string(),
  channel: z.string(),
  event: z.string(),
  data: z.unknown(),
});

/**
 * Fan-out of published events between API processes through Redis pub/sub: every process publishes
 * on one Redis channel per Pusher app and delivers what the others publish to its own sockets. Its
 * own messages come back from Redis too and are skipped (it delivered them locally already).
 * Two connections: a subscribed Redis connection can do nothing else.
 */
export async function connectRedisFanout(options: {
  url: string;
  appId: string;
  log: FastifyBaseLogger;
  deliver(message: PublishedEvent): void;
}): Promise<Fanout> {
  const { url, appId, log, deliver } = options;
  const topic = `lumen-store:broadcasting:${appId}`;
  const origin = randomUUID();
  const connect = (name: string) => {
    const redis = new Redis(url, { lazyConnect: true, connectTimeout: connectTimeoutMs, maxRetriesPerRequest: 2 });
    redis.on('error', (error: Error) => log.warn({ err: error, connection: name }, 'Redis fan-out connection error'));
    return redis;
  };
  const publisher = connect('publisher');
  const subscriber = connect('subscriber');
  try {
    // ioredis keeps retrying a server that refuses; a start-up that waits longer than this fails.
    const deadline = sleep(startDeadlineMs, undefined, { ref: false }).then(() => {
      throw new Error(`no answer within ${startDeadlineMs} ms`);
    });
    await Promise.race([
      Promise.all([publisher.connect(), subscriber.connect()]).then(() => subscriber.subscribe(topic)),
      deadline,
    ]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL: the Redis server did not answer (${(error as Error).message}).`, { cause: error });
  }

  subscriber.on('message', (_topic: string, text: string) => {
    let message: z.infer<typeof RedisMessageSchema>;
    try {
      message = RedisMessageSchema.parse(JSON.parse(text));
    } catch (error) {
      log.warn({ err: error }, 'unreadable message on the Redis fan-out');
      return;
    }
    if (message.origin === origin) return;
    deliver({ channel: message.channel, event: message.event, data: message.data });
  });

  return {
    async publish(message) {
      await publisher.publish(topic, JSON.stringify({ origin, ...message }));
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
