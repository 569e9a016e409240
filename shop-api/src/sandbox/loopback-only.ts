import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { requestLocale } from '../http/request-context';
import { msg } from '../messages/message';

const loopback = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether an address is this machine's (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && loopback.test(address.trim());
}

/**
 * A request from this machine, and not relayed from another: the socket's peer is loopback and so
 * is every address a proxy on this machine says it forwarded for. The sandboxes let anyone who
 * reaches them read mail, sign in as a test identity or mark an order paid, so a demo that is
 * exposed by mistake still shows them to nobody else.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.raw.socket.remoteAddress)) return false;
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .filter((hop) => hop.trim());
  return hops.every(isLoopback);
}

/** onRequest hook of the sandboxes: any other client gets the same 404 as a path that does not exist. */
export async function refuseRemoteClients(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isLocalRequest(request)) return;
  const error = new ApiError(
    'not_found',
    msg('http.noEndpoint', { method: request.method, path: request.url.split('?')[0] ?? '/' }),
  );
  await reply.status(404).send(error.toBody(requestLocale(request)));
}
