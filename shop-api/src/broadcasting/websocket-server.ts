import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BroadcastingConfig } from '../config';
import type { ChannelRegistry } from './channel-registry';
import { appKeyOfPath, handshakeRefusal } from './handshake';
import { PusherConnection } from './pusher-connection';
import { frames, pusherCodes } from './pusher-protocol';
import { newSocketId } from './socket-id';

export interface WebsocketServer {
  readonly connectionCount: number;
  /**
   * The route of `/app/{key}` calls this with the upgrade request the server routed to it: the
   * socket becomes a connection of the client `request.ip` names. False for a request that is no
   * websocket upgrade (a plain GET).
   */
  upgrade(request: FastifyRequest, reply: FastifyReply): boolean;
  /** Tells every client to reconnect elsewhere (4200), waits briefly for them to go, then drops the rest. */
  close(): Promise<void>;
}

const closeGraceMs = 1000;

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function whenClosed(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

/**
 * The Pusher-protocol websocket endpoint on the API's own HTTP server: upgrades on `/app/{key}`
 * become connections (any other path answers 404); refused handshakes get pusher:error and the
 * matching close code, as pusher-js expects.
 *
 * An upgrade is handed to the app's router (`route`, `app.routing`, as @fastify/websocket does), so
 * it is a Fastify request like any other: its hooks run and `request.ip` is the client address the
 * HTTP side derives (trustProxy, X-Forwarded-For), which the per-client limit counts by.
 */
export function attachWebsocketServer(options: {
  server: Server;
  route: (request: IncomingMessage, response: ServerResponse) => void;
  settings: BroadcastingConfig;
  allowedOrigins: string[];
  channels: ChannelRegistry;
  log: FastifyBaseLogger;
}): WebsocketServer {
  const { server, route, settings, allowedOrigins, channels, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes, perMessageDeflate: false });
  const connections = new Set<PusherConnection>();
  const perClient = new Map<string, number>();
  const pending = new WeakMap<IncomingMessage, { socket: Duplex; head: Buffer; key: string }>();
  let closing = false;

  const count = (client: string, change: 1 | -1) => {
    const open = (perClient.get(client) ?? 0) + change;
    if (open > 0) perClient.set(client, open);
    else perClient.delete(client);
  };

  const accept = (socket: WebSocket, request: IncomingMessage, key: string, client: string) => {
    const search = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const refusal = handshakeRefusal(key, search, {
      appKey: settings.key,
      origin: request.headers.origin,
      allowedOrigins,
      connections: connections.size,
      maxConnections: settings.maxConnections,
      clientConnections: perClient.get(client) ?? 0,
      maxConnectionsPerClient: settings.maxConnectionsPerClient,
      closing,
    });
    if (refusal) {
      socket.send(frames.error(refusal.code, refusal.reason));
      socket.close(refusal.code, refusal.reason);
      return;
    }
    const connection = new PusherConnection(socket, newSocketId(), {
      channels,
      settings,
      log,
      onClosed: (closed) => {
        connections.delete(closed);
        count(client, -1);
      },
    });
    connections.add(connection);
    count(client, 1);
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (error) => log.debug({ err: error }, 'websocket upgrade socket error'));
    const key = appKeyOfPath(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (key === null) return refuseUpgrade(socket, '404 Not Found');
    pending.set(request, { socket, head, key });
    const response = new ServerResponse(request);
    response.shouldKeepAlive = false;
    response.assignSocket(socket as Socket);
    // Answered instead of upgraded (a hook refused it): the socket has nothing more to carry.
    response.once('finish', () => socket.end());
    route(request, response);
  };
  server.on('upgrade', onUpgrade);

  return {
    get connectionCount() {
      return connections.size;
    },
    upgrade(request, reply) {
      const upgrade = pending.get(request.raw);
      if (!upgrade) return false;
      pending.delete(request.raw);
      void reply.hijack();
      const client = request.ip;
      wss.handleUpgrade(request.raw, upgrade.socket, upgrade.head, (ws) =>
        accept(ws, request.raw, upgrade.key, client),
      );
      return true;
    },
    async close() {
      closing = true;
      server.off('upgrade', onUpgrade);
      const open = [...wss.clients];
      for (const connection of connections)
        connection.close(pusherCodes.serverClosing, 'Server is closing; reconnect shortly');
      await Promise.race([Promise.all(open.map(whenClosed)), sleep(closeGraceMs, undefined, { ref: false })]);
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
