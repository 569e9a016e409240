import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BroadcastingConfig } from '../config';
import type { ChannelRegistry } from './channel-registry';
import { appKeyOfPath, handshakeRefusal } from './handshake';
import { PusherConnection } from './pusher-connection';
import { frames, pusherCodes } from './pusher-protocol';
import { newSocketId } from './socket-id';

export interface WebsocketServer {
  readonly connectionCount: number;
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
 */
export function attachWebsocketServer(options: {
  server: Server;
  settings: BroadcastingConfig;
  allowedOrigins: string[];
  channels: ChannelRegistry;
  log: FastifyBaseLogger;
}): WebsocketServer {
  const { server, settings, allowedOrigins, channels, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes, perMessageDeflate: false });
  const connections = new Set<PusherConnection>();
  let closing = false;

  const accept = (socket: WebSocket, request: IncomingMessage, key: string, search: URLSearchParams) => {
    const refusal = handshakeRefusal(key, search, {
      appKey: settings.key,
      origin: request.headers.origin,
      allowedOrigins,
      connections: connections.size,
      maxConnections: settings.maxConnections,
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
      onClosed: (closed) => connections.delete(closed),
    });
    connections.add(connection);
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (error) => log.debug({ err: error }, 'websocket upgrade socket error'));
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = appKeyOfPath(url.pathname);
    if (key === null) return refuseUpgrade(socket, '404 Not Found');
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, key, url.searchParams));
  };
  server.on('upgrade', onUpgrade);

  return {
    get connectionCount() {
      return connections.size;
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
