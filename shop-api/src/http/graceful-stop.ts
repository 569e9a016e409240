import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';

/**
 * How long a keep-alive connection must stay quiet once the stop has begun before it is closed. A
 * client may be sending a request on an idle connection at the very moment the server closes it,
 * and that request is then reset; a connection that carries a request meanwhile is not closed but
 * told (`Connection: close` on its answer).
 */
const quietMs = 500;
const pollMs = 25;

export interface GracefulStop {
  /** First `preClose` step: stop accepting connections; answers from now on close theirs. */
  stopAccepting(): Promise<void>;
  /** Last `preClose` step: close the quiet connections, wait for the busy ones up to the grace, cut what is left. */
  drain(): Promise<void>;
}

/**
 * Closing the app (`app.close()`; server.ts on SIGTERM and SIGINT) cuts no request: it stops
 * listening, answers every request still arriving on an open connection with `Connection: close`,
 * closes keep-alive connections once they have been quiet for a moment, lets requests in flight
 * finish for up to `graceMs` and only then lets Fastify close the rest (hooks, database). The two
 * steps are `preClose` hooks that buildApp adds around the others (the websocket server closes
 * between them, when no client can connect again). An app that never listened (tests'
 * `app.inject`) skips both.
 */
export function gracefulStop(app: FastifyInstance, { graceMs }: { graceMs: number }): GracefulStop {
  const server = app.server;
  let stopBegan: number | undefined;
  const openConnections = promisify(server.getConnections.bind(server));

  app.addHook('onSend', async (_request, reply) => {
    if (stopBegan !== undefined) void reply.header('connection', 'close');
  });

  return {
    async stopAccepting() {
      if (!server.listening) return;
      stopBegan = Date.now();
      // http.Server#close would also close every idle keep-alive connection at once, resetting a
      // request already on its way on one of them: stop listening only.
      NetServer.prototype.close.call(server);
    },
    async drain() {
      if (stopBegan === undefined) return;
      const deadline = stopBegan + graceMs;
      while ((await openConnections()) > 0 && Date.now() < deadline) {
        if (Date.now() >= stopBegan + quietMs) server.closeIdleConnections();
        await sleep(pollMs);
      }
      const left = await openConnections();
      if (left > 0) {
        app.log.warn(`stop: ${left} connection(s) still busy after ${graceMs} ms, closing them`);
        server.closeAllConnections();
      }
    },
  };
}
