import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher-js';
import { WebSocket } from 'ws';
import { BroadcastingAuthSchema } from '@contract/calls/broadcasting';
import { buildApp } from '../../src/app';
import type { AuthorizeCart } from '../../src/broadcasting/broadcasting-auth.service';
import { loadConfig, type BroadcastingConfig } from '../../src/config';
import { seedReferenceData } from '../../seed/reference-data';
import { openTestDatabase } from './test-database';

export interface ListeningApi {
  app: FastifyInstance;
  baseUrl: string;
  port: number;
  key: string;
  close(): Promise<void>;
}

/**
 * The shop API listening on a free port of 127.0.0.1, on a fresh database with the reference data
 * only (currencies and countries: all the request context needs), for tests that need real sockets.
 */
export async function startListeningApi(
  options: {
    authorizeCart?: AuthorizeCart;
    env?: Record<string, string>;
    broadcasting?: Partial<BroadcastingConfig>;
  } = {},
): Promise<ListeningApi> {
  const handle = await openTestDatabase();
  await handle.db.transaction((tx) => seedReferenceData(tx));
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false', ...options.env });
  const broadcasting = { ...config.broadcasting, ...options.broadcasting };
  const app = await buildApp({
    db: handle.db,
    config: { ...config, broadcasting },
    authorizeCart: options.authorizeCart,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    key: broadcasting.key,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** A frame as received, with `data` decoded when it was a JSON string. */
export interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A raw websocket client that queues the frames it receives, for protocol edge cases. */
export class RawClient {
  private readonly frames: Frame[] = [];
  private readonly waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      if (typeof frame.data === 'string') {
        try {
          frame.data = JSON.parse(frame.data);
        } catch {
          // Data that is not JSON stays a string.
        }
      }
      this.frames.push(frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static open(port: number, path: string): Promise<RawClient> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    const client = new RawClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next frame (of an event, if given) not taken yet; fails after `timeoutMs`. */
  async next(event?: string, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => event === undefined || frame.event === event);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${event ?? 'frame'} within ${timeoutMs} ms.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the handshake and answers the socket id. */
  async socketId(): Promise<string> {
    const frame = await this.next('pusher:connection_established');
    return (frame.data as { socket_id: string }).socket_id;
  }

  close(): void {
    this.socket.terminate();
  }
}

/**
 * pusher-js as the storefront configures it: websocket only, on the API's host and port, and
 * channel authorisation through `POST /auth/broadcasting` with a JSON body.
 */
export function pusherClient(api: { baseUrl: string; port: number; key: string }): Pusher {
  return new Pusher(api.key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: api.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${api.baseUrl}/auth/broadcasting`,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${api.baseUrl}/auth/broadcasting`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (response) => {
            if (!response.ok)
              throw Object.assign(new Error(`Authorisation answered ${response.status}.`), { status: response.status });
            callback(null, BroadcastingAuthSchema.parse(await response.json()));
          })
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}

/** Resolves when the pusher-js client is connected; answers its socket id. */
export function whenConnected(client: Pusher, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pusher-js not connected within ${timeoutMs} ms.`)), timeoutMs);
    client.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(client.connection.socket_id);
    });
  });
}

/** Resolves with the channel's first occurrence of one of `events` (pusher-js's own events included). */
export function firstEvent(
  channel: { bind(event: string, callback: (data: unknown) => void): unknown },
  events: string[],
  timeoutMs = 5000,
): Promise<{ event: string; data: unknown }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`None of ${events.join(', ')} within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    for (const event of events) {
      channel.bind(event, (data: unknown) => {
        clearTimeout(timer);
        resolve({ event, data });
      });
    }
  });
}
