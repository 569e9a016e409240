import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { noteRequestError, trackDocument } from './unavailable-status';

const timeout = ApiClientError.network(undefined, 10_000);
const broken = new Error('a bug');

/**
 * A server that fails the way Next.js does: the error is reported with the request's headers
 * (`onRequestError`), then the status is set to 500 and the page written. `?error=` picks the error.
 */
function failingServer(): Server {
  return createServer((request, response) => {
    const kind = new URL(request.url ?? '/', 'http://x').searchParams.get('error');
    if (kind) noteRequestError(kind === 'timeout' ? timeout : broken, request.headers);
    response.statusCode = kind ? 500 : 200;
    response.setHeader('Content-Type', 'text/html');
    response.end('<html></html>');
  });
}

const onRequestStart = (message: unknown) => {
  const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
  trackDocument(request, response);
};

describe('a page the shop API could not serve', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    subscribe('http.server.request.start', onRequestStart);
    server = failingServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    unsubscribe('http.server.request.start', onRequestStart);
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers 503 with Retry-After instead of 500', async () => {
    const response = await fetch(`${url}/cs/obleceni?error=timeout`);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe('Service Unavailable');
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.text()).toBe('<html></html>');
  });

  it('leaves any other failure a 500, and a page that rendered a 200', async () => {
    const failed = await fetch(`${url}/cs/obleceni?error=bug`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('retry-after')).toBeNull();
    expect((await fetch(`${url}/cs/obleceni`)).status).toBe(200);
  });

  it('leaves RSC requests, server actions and route handlers alone', async () => {
    expect((await fetch(`${url}/cs/obleceni?error=timeout`, { headers: { RSC: '1' } })).status).toBe(500);
    const action = await fetch(`${url}/cs/obleceni?error=timeout`, { method: 'POST', headers: { 'Next-Action': 'x' } });
    expect(action.status).toBe(500);
    expect((await fetch(`${url}/api/revalidate?error=timeout`)).status).toBe(500);
  });
});
