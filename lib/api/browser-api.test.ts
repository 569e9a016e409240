// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiHeaders } from '@contract/locales';
import { getBrowserApi } from './browser-api';
import { readCookie } from './browser-cookies';

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const trackingA = '11111111-1111-4111-8111-111111111111';
const trackingB = '22222222-2222-4222-8222-222222222222';
const OkSchema = z.object({ ok: z.boolean() });

function clearCookies() {
  for (const name of ['tracking_id', 'currency']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

describe('getBrowserApi', () => {
  beforeEach(clearCookies);

  it('sends the tracking id and currency cookies and includes credentials for another origin', async () => {
    document.cookie = `tracking_id=${trackingA}; Path=/`;
    document.cookie = 'currency=EUR; Path=/';
    let seen: Request | undefined;
    server.use(
      http.get(`${api}/shop-info`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    await getBrowserApi('sk').get(OkSchema, 'shop-info');
    expect(seen?.headers.get(apiHeaders.trackingId)).toBe(trackingA);
    expect(seen?.headers.get(apiHeaders.currency)).toBe('EUR');
    expect(seen?.headers.get(apiHeaders.language)).toBe('sk');
    expect(seen?.credentials).toBe('include');
  });

  it('ignores a currency cookie the contract does not know', async () => {
    document.cookie = 'currency=USD; Path=/';
    let seen: Headers | undefined;
    server.use(
      http.get(`${api}/shop-info`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await getBrowserApi('cs').get(OkSchema, 'shop-info');
    expect(seen?.has(apiHeaders.currency)).toBe(false);
  });

  it('writes a tracking id handed out by the API back to its cookie', async () => {
    document.cookie = `tracking_id=${trackingA}; Path=/`;
    server.use(
      http.get(`${api}/shop-info`, () =>
        HttpResponse.json({ ok: true }, { headers: { [apiHeaders.trackingId]: trackingB } }),
      ),
    );
    await getBrowserApi('cs').get(OkSchema, 'shop-info');
    expect(readCookie('tracking_id')).toBe(trackingB);
  });
});
