import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { plainAddress } from './client-address';

/** `X-Forwarded-For` with the socket's peer appended, the way every proxy hop writes it. */
export function withPeer(forwardedFor: string | string[] | undefined, peer: string | undefined): string | undefined {
  const prior = (Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor)?.trim();
  if (!peer) return prior || undefined;
  const address = plainAddress(peer);
  return prior ? `${prior}, ${address}` : address;
}

let recording = false;

/**
 * Appends the socket's peer to the `X-Forwarded-For` of every request this Node.js process serves,
 * before Next.js sees it. Next.js writes that header from the socket only when the client sent
 * none and keeps a client's header as it came (`next/dist/server/base-server.js`), so a route
 * could not tell the address it was called from from one the caller made up. Node's
 * `http.server.request.start` channel is published just before the server's `request` event.
 * Called once, by instrumentation.ts.
 */
export function recordSocketPeers(): void {
  if (recording) return;
  recording = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const forwarded = withPeer(request.headers['x-forwarded-for'], socket.remoteAddress);
    if (forwarded) request.headers['x-forwarded-for'] = forwarded;
  });
}
