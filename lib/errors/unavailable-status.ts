import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { busyRetryAfterSeconds, isApiUnavailableError } from '@/lib/api/api-unavailable';

/**
 * A page whose render failed because the shop API could not serve it (no answer in time,
 * unreachable, busy) answers 503 with `Retry-After` instead of 500: the shop is busy, not broken,
 * and crawlers come back instead of dropping the page.
 *
 * Next.js gives a page no way to set its status besides 404 and redirects, and sets 500 for any
 * other error it renders. So the server process (instrumentation.ts) watches its own HTTP server:
 * every document request's response is remembered by its request headers (the object Next.js hands
 * `onRequestError` for that request), `onRequestError` marks the response when the error was the
 * API's unavailability (it runs while the page renders, before the status is written), and the
 * response's `writeHead` then sends 503 for the 500. Anything else is left as it is; should Next.js
 * ever pass other objects, a failure stays the 500 it was.
 */
const documents = new WeakMap<object, ServerResponse>();
const unavailable = new WeakSet<ServerResponse>();

type WriteHead = (
  statusCode: number,
  reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
  headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
) => ServerResponse;

/** A browser's page load: not an RSC request of a client navigation, a server action or a route handler's call. */
function isDocumentRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined || request.headers['next-action'] !== undefined) return false;
  return !(request.url ?? '').startsWith('/api/');
}

/** Watches one request (from the `http.server.request.start` diagnostics channel). */
export function trackDocument(request: IncomingMessage, response: ServerResponse): void {
  if (!isDocumentRequest(request)) return;
  documents.set(request.headers, response);
  const writeHead = response.writeHead.bind(response) as WriteHead;
  const busyWriteHead: WriteHead = (statusCode, reasonOrHeaders, headers) => {
    if (statusCode !== 500 || !unavailable.has(response)) return writeHead(statusCode, reasonOrHeaders, headers);
    response.setHeader('Retry-After', String(busyRetryAfterSeconds));
    return writeHead(
      503,
      'Service Unavailable',
      typeof reasonOrHeaders === 'string' ? headers : (reasonOrHeaders ?? headers),
    );
  };
  response.writeHead = busyWriteHead as ServerResponse['writeHead'];
}

/** `onRequestError`: marks the request's response when the API's unavailability failed the render. */
export function noteRequestError(error: unknown, requestHeaders: object): void {
  if (!isApiUnavailableError(error)) return;
  const response = documents.get(requestHeaders);
  if (response) unavailable.add(response);
}
