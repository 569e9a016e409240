import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiHeaders } from '@contract/locales';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiClientError } from './api-client-error';
import { isApiUnavailableError } from './api-unavailable';
import { setTraceHeaderSource } from './trace-headers';

const api = 'http://shop-api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ItemSchema = z.object({ id: z.number(), name: z.string() });
const trackingA = '11111111-1111-4111-8111-111111111111';
const trackingB = '22222222-2222-4222-8222-222222222222';

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: api, locale: 'cs', ...options });
}

function errorBody(status: number, type: string, message: string, errors: { field: string; message: string }[] = []) {
  return HttpResponse.json({ status, type, message, errors }, { status });
}

/** Runs the call and returns what it threw, failing the test when it did not throw an ApiClientError. */
async function failure(call: Promise<unknown>): Promise<ApiClientError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  if (!(error instanceof ApiClientError)) throw new Error('expected an ApiClientError');
  return error;
}

describe('request headers', () => {
  it('sends language, currency, bearer token, tracking id and Accept', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${api}/items/1`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ id: 1, name: 'Triko' });
      }),
    );
    await client({ currency: 'EUR', token: 'secret', trackingId: trackingA }).get(ItemSchema, 'items', { id: 1 });
    expect(seen?.get(apiHeaders.language)).toBe('cs');
    expect(seen?.get(apiHeaders.currency)).toBe('EUR');
    expect(seen?.get('Authorization')).toBe('Bearer secret');
    expect(seen?.get(apiHeaders.trackingId)).toBe(trackingA);
    expect(seen?.get('Accept')).toBe('application/json');
  });

  it('sends the headers of one call beside its own, which they cannot replace', async () => {
    let seen: Headers | undefined;
    server.use(
      http.post(`${api}/orders`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ id: 1, name: 'Order' });
      }),
    );
    await client().post(ItemSchema, 'orders', {
      body: {},
      headers: { 'Idempotency-Key': trackingA, [apiHeaders.language]: 'en' },
    });
    expect(seen?.get('Idempotency-Key')).toBe(trackingA);
    expect(seen?.get(apiHeaders.language)).toBe('cs');
    expect(seen?.get('Content-Type')).toBe('application/json');
  });

  it('leaves out optional headers that are not set', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${api}/items/1`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ id: 1, name: 'Triko' });
      }),
    );
    await client().get(ItemSchema, 'items', { id: 1 });
    expect(seen?.has(apiHeaders.currency)).toBe(false);
    expect(seen?.has('Authorization')).toBe(false);
    expect(seen?.has(apiHeaders.trackingId)).toBe(false);
    expect(seen?.has('Content-Type')).toBe(false);
  });

  it('sends a JSON body with its content type and returns the parsed answer', async () => {
    server.use(
      http.post(`${api}/carts/5/items`, async ({ request }) =>
        HttpResponse.json(
          { id: 9, name: `${request.headers.get('Content-Type')} ${JSON.stringify(await request.json())}` },
          { status: 201 },
        ),
      ),
    );
    const item = await client().post(ItemSchema, 'carts', { params: [5, 'items'], body: { product_id: 3, amount: 2 } });
    expect(item).toEqual({ id: 9, name: 'application/json {"product_id":3,"amount":2}' });
  });
});

describe('trace propagation', () => {
  const trace = {
    'sentry-trace': '4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-1',
    baggage: 'sentry-trace_id=4bf9',
  };
  afterEach(() => setTraceHeaderSource(undefined));

  function seenHeaders() {
    const seen: Headers[] = [];
    server.use(
      http.all(`${api}/items/1`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ id: 1, name: 'Triko' });
      }),
    );
    return seen;
  }

  it('sends the current trace’s sentry-trace and baggage on a call that is not cached', async () => {
    setTraceHeaderSource(() => trace);
    const seen = seenHeaders();
    await client().post(ItemSchema, 'items/1', { body: {} });
    await client().get(ItemSchema, 'items/1', { cache: 'no-store' });
    expect(seen.map((headers) => headers.get('sentry-trace'))).toEqual([trace['sentry-trace'], trace['sentry-trace']]);
    expect(seen[0]?.get('baggage')).toBe(trace.baggage);
  });

  it('keeps them off a call the data cache keeps, whose key holds its headers', async () => {
    setTraceHeaderSource(() => trace);
    const seen = seenHeaders();
    await client({ next: { revalidate: 60 } }).get(ItemSchema, 'items/1');
    await client().get(ItemSchema, 'items/1', { next: { tags: ['item-1'] } });
    await client().get(ItemSchema, 'items/1', { cache: 'force-cache' });
    expect(seen.map((headers) => headers.get('sentry-trace'))).toEqual([null, null, null]);
  });

  it('sends none without a trace source', async () => {
    const seen = seenHeaders();
    await client().get(ItemSchema, 'items/1');
    expect(seen[0]?.has('sentry-trace')).toBe(false);
  });
});

describe('tracking id', () => {
  it('reports a new tracking id once and sends it from then on', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(`${api}/items`, ({ request }) => {
        sent.push(request.headers.get(apiHeaders.trackingId));
        return HttpResponse.json({ id: 1, name: 'x' }, { headers: { [apiHeaders.trackingId]: trackingB } });
      }),
    );
    const onTrackingId = vi.fn();
    const api1 = client({ trackingId: trackingA, onTrackingId });
    await api1.get(ItemSchema, 'items');
    await api1.get(ItemSchema, 'items');
    expect(onTrackingId).toHaveBeenCalledTimes(1);
    expect(onTrackingId).toHaveBeenCalledWith(trackingB);
    expect(sent).toEqual([trackingA, trackingB]);
  });

  it('does not report an unchanged or missing tracking id', async () => {
    server.use(
      http.get(`${api}/same`, () =>
        HttpResponse.json({ id: 1, name: 'x' }, { headers: { [apiHeaders.trackingId]: trackingA } }),
      ),
      http.get(`${api}/none`, () => HttpResponse.json({ id: 1, name: 'x' })),
    );
    const onTrackingId = vi.fn();
    const api1 = client({ trackingId: trackingA, onTrackingId });
    await api1.get(ItemSchema, 'same');
    await api1.get(ItemSchema, 'none');
    expect(onTrackingId).not.toHaveBeenCalled();
  });

  it('takes the tracking id from error answers too', async () => {
    server.use(
      http.get(`${api}/gone`, () =>
        HttpResponse.json({}, { status: 404, headers: { [apiHeaders.trackingId]: trackingB } }),
      ),
    );
    const onTrackingId = vi.fn();
    await failure(client({ onTrackingId }).get(ItemSchema, 'gone'));
    expect(onTrackingId).toHaveBeenCalledWith(trackingB);
  });
});

describe('failures', () => {
  it('turns a 422 into field errors', async () => {
    server.use(
      http.post(`${api}/customers`, () =>
        errorBody(422, 'validation_error', 'The data are not valid.', [
          { field: 'email', message: 'The email is taken.' },
          { field: 'password', message: 'Too short.' },
          { field: 'email', message: 'Second email message.' },
        ]),
      ),
    );
    const error = await failure(client().post(ItemSchema, 'customers', { body: { email: 'a@b.cz' } }));
    expect(error.status).toBe(422);
    expect(error.type).toBe('validation_error');
    expect(error.message).toBe('The data are not valid.');
    expect(error.fieldErrors).toHaveLength(3);
    expect(error.fieldMessage('email')).toBe('The email is taken.');
    expect(error.fieldMessage('password')).toBe('Too short.');
    expect(error.fieldMessage('phone')).toBeUndefined();
    expect(error.firstMessage()).toBe('The email is taken.');
    expect(error.retryable).toBe(false);
  });

  it('falls back to the general message when there are no field errors', async () => {
    server.use(http.get(`${api}/items`, () => errorBody(500, 'internal_error', 'Something went wrong on our side.')));
    const error = await failure(client().get(ItemSchema, 'items'));
    expect(error.firstMessage()).toBe('Something went wrong on our side.');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
  });

  it('keeps the Retry-After of a 429 in seconds', async () => {
    server.use(
      http.post(`${api}/auth/login`, () =>
        HttpResponse.json(
          { status: 429, type: 'too_many_requests', message: 'Too many attempts.', errors: [] },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const error = await failure(client().post(ItemSchema, 'auth/login', { body: {} }));
    expect(error).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 42 });
  });

  it('marks a 404 as not retryable', async () => {
    server.use(http.get(`${api}/page/nothing`, () => errorBody(404, 'not_found', 'No page lives here.')));
    const error = await failure(client().get(ItemSchema, 'page', { rawPath: 'nothing' }));
    expect(error).toMatchObject({ status: 404, type: 'not_found', retryable: false, message: 'No page lives here.' });
  });

  it('keeps the HTTP status when the error body is HTML', async () => {
    server.use(
      http.get(
        `${api}/items`,
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await failure(client().get(ItemSchema, 'items'));
    expect(error).toMatchObject({ status: 502, type: 'internal_error', retryable: true, fieldErrors: [] });
    expect(error.message).toContain('502');
  });

  it('keeps the HTTP status when the error body is JSON of another shape', async () => {
    server.use(http.get(`${api}/items`, () => HttpResponse.json({ error: 'nope' }, { status: 403 })));
    const error = await failure(client().get(ItemSchema, 'items'));
    expect(error).toMatchObject({ status: 403, type: 'internal_error', retryable: false });
  });

  it('turns a network error into status 0, retryable', async () => {
    server.use(http.get(`${api}/items`, () => HttpResponse.error()));
    const error = await failure(client().get(ItemSchema, 'items'));
    expect(error).toMatchObject({ status: 0, type: 'service_unavailable', retryable: true });
  });

  it('gives up after the timeout with status 0', async () => {
    server.use(
      http.get(`${api}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({ id: 1, name: 'late' });
      }),
    );
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 50 }).get(ItemSchema, 'slow'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toMatchObject({ status: 0, type: 'service_unavailable', retryable: true });
    expect(error.message).toContain('50 ms');
    expect(isApiUnavailableError(error)).toBe(true);
  });

  it('marks an API that could not serve the call now as unavailable (the busy page), and no other failure', async () => {
    server.use(
      http.get(`${api}/down`, () => HttpResponse.error()),
      http.get(`${api}/busy`, () => errorBody(503, 'service_unavailable', 'Busy.')),
      http.get(`${api}/gateway`, () => new HttpResponse('', { status: 504 })),
      http.get(`${api}/broken`, () => errorBody(500, 'internal_error', 'Broken.')),
      http.get(`${api}/missing`, () => errorBody(404, 'not_found', 'Missing.')),
    );
    const digests = async (endpoint: string) => (await failure(client().get(ItemSchema, endpoint))).digest;
    expect(await digests('down')).toBe('api-unavailable');
    expect(await digests('busy')).toBe('api-unavailable');
    expect(await digests('gateway')).toBe('api-unavailable');
    for (const endpoint of ['broken', 'missing']) {
      const error = await failure(client().get(ItemSchema, endpoint));
      expect('digest' in error, endpoint).toBe(false);
      expect(isApiUnavailableError(error), endpoint).toBe(false);
    }
  });

  it("rejects with the caller's abort reason, not an API error", async () => {
    server.use(
      http.get(`${api}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({ id: 1, name: 'late' });
      }),
    );
    const controller = new AbortController();
    const call = client().get(ItemSchema, 'slow', { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(call).rejects.toThrow('left the page');
  });

  it('refuses a path that would reach another endpoint, without calling the API', async () => {
    const error = await failure(client().get(ItemSchema, 'page', { rawPath: '../carts/1' }));
    expect(error).toMatchObject({ status: 400, type: 'bad_request', retryable: false });
  });
});

describe('answers', () => {
  it('reports a schema mismatch as an internal error naming the path', async () => {
    server.use(http.get(`${api}/items/1`, () => HttpResponse.json({ id: 1, name: 42 })));
    const error = await failure(client().get(ItemSchema, 'items', { id: 1 }));
    expect(error).toMatchObject({ status: 502, type: 'internal_error' });
    expect(error.message).toContain('GET items');
    expect(error.message).toContain('at name');
  });

  it('reports a 2xx answer that is not JSON as an internal error', async () => {
    server.use(http.get(`${api}/items/1`, () => new HttpResponse('<html></html>', { status: 200 })));
    const error = await failure(client().get(ItemSchema, 'items', { id: 1 }));
    expect(error).toMatchObject({ status: 502, type: 'internal_error' });
    expect(error.message).toContain('not JSON');
  });

  it('accepts an empty 204 when no schema is given', async () => {
    server.use(http.delete(`${api}/carts/5`, () => new HttpResponse(null, { status: 204 })));
    await expect(client().delete(null, 'carts', { id: 5 })).resolves.toBeUndefined();
  });

  it('parses a list envelope and sends the list query', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${api}/products`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          items: [
            { id: 1, name: 'Triko' },
            { id: 2, name: 'Mikina' },
          ],
          _meta: { page: 2, per_page: 2, total: 5, total_pages: 3 },
          _errors: {},
        });
      }),
    );
    const list = await client().list(ItemSchema, 'products', {
      query: { page: 2, per_page: 2, filters: [['brand_id', 'in', [1]]] },
    });
    expect(list.items.map((i) => i.name)).toEqual(['Triko', 'Mikina']);
    expect(list._meta.total_pages).toBe(3);
    expect(query?.get('page')).toBe('2');
    expect(query?.has('filters')).toBe(true);
  });

  it('reports a bad list item with its index', async () => {
    server.use(
      http.get(`${api}/products`, () =>
        HttpResponse.json({
          items: [
            { id: 1, name: 'ok' },
            { id: 'two', name: 'bad' },
          ],
          _meta: { page: 1, per_page: 2, total: 2, total_pages: 1 },
          _errors: {},
        }),
      ),
    );
    const error = await failure(client().list(ItemSchema, 'products'));
    expect(error.message).toContain('at items.1.id');
  });
});

describe('fetch options', () => {
  it('passes credentials, cache and Next.js options, per call overriding the client', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => HttpResponse.json({ id: 1, name: 'x' }));
    const api1 = client({ fetch: fetchSpy, credentials: 'include', cache: 'force-cache', next: { revalidate: 60 } });
    await api1.get(ItemSchema, 'items');
    await api1.get(ItemSchema, 'items', { next: { tags: ['items'] }, cache: 'no-store' });
    const [first, second] = fetchSpy.mock.calls.map((call) => call[1]);
    expect(first).toMatchObject({
      method: 'GET',
      credentials: 'include',
      cache: 'force-cache',
      next: { revalidate: 60 },
    });
    expect(second).toMatchObject({ cache: 'no-store', next: { tags: ['items'] } });
    expect(first?.signal).toBeUndefined();
  });
});
