import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract';
import { images } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STOREFRONT_ORIGINS: 'http://localhost:3000,https://shop.example' } });
});
afterAll(async () => t.close());

describe('CORS', () => {
  it('answers the storefront origins, with credentials and the tracking header exposed', async () => {
    for (const origin of ['http://localhost:3000', 'https://shop.example']) {
      const response = await t.app.inject({ url: '/shop-info', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers['access-control-expose-headers'])).toContain('X-Tracking-Id');
    }
  });

  it('allows the contract headers in a preflight', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/products',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers':
          'language-preference,currency-preference,authorization,x-tracking-id,sentry-trace,baggage',
      },
    });
    expect(response.statusCode).toBe(204);
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    // sentry-trace and baggage: a browser call joins the page's trace (docs/error-reporting.md).
    for (const header of [
      'language-preference',
      'currency-preference',
      'authorization',
      'x-tracking-id',
      'sentry-trace',
      'baggage',
    ])
      expect(allowed).toContain(header);
  });

  it('gives other origins no CORS headers', async () => {
    const response = await t.app.inject({ url: '/shop-info', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('says Vary: Origin on every answer, simple and preflight, to allowed, refused and no origins', async () => {
    // The answer depends on Origin: a shared cache must not hand one origin's answer to another.
    const urls = [
      '/shop-info',
      '/products?per_page=1',
      '/products/1',
      '/categories',
      '/images/1.webp',
      '/images/1.webp/100',
      '/no-such-path',
      '/products?per_page=0',
    ];
    const origins = ['https://shop.example', 'https://evil.example', undefined];
    const varies = (vary: unknown) =>
      String(vary ?? '')
        .toLowerCase()
        .split(',')
        .map((field) => field.trim())
        .includes('origin');
    for (const url of urls) {
      for (const origin of origins) {
        const headers = origin ? { origin } : {};
        const simple = await t.app.inject({ url, headers });
        expect(varies(simple.headers.vary), `GET ${url} from ${origin}: ${String(simple.headers.vary)}`).toBe(true);
        if (!origin) continue;
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: { ...headers, 'access-control-request-method': 'GET' },
        });
        expect(varies(preflight.headers.vary), `OPTIONS ${url} from ${origin}`).toBe(true);
      }
    }
    // What a route varies by itself stays beside it.
    const products = await t.app.inject({ url: '/products?per_page=1', headers: { origin: 'https://shop.example' } });
    expect(String(products.headers.vary)).toBe('Origin, Authorization');
    const picture = sharp({ create: { width: 400, height: 200, channels: 3, background: '#2E86C1' } });
    const [image] = await t.db
      .insert(images)
      .values({ mimeType: 'image/webp', width: 400, height: 200, data: await picture.webp().toBuffer() })
      .returning({ id: images.id });
    const resized = await t.app.inject({
      url: `/images/${image?.id}.webp/320`,
      headers: { origin: 'https://shop.example', accept: 'image/webp' },
    });
    expect(resized.statusCode).toBe(200);
    expect(String(resized.headers.vary)).toBe('Origin, Accept');
  });
});

describe('tracking id', () => {
  it('keeps a valid tracking id and hands out a new one otherwise', async () => {
    const id = '0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f';
    expect((await t.app.inject({ url: '/health', headers: { 'x-tracking-id': id } })).headers['x-tracking-id']).toBe(
      id,
    );
    const fresh = (await t.app.inject({ url: '/health', headers: { 'x-tracking-id': 'not-a-uuid' } })).headers[
      'x-tracking-id'
    ];
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh).not.toBe('not-a-uuid');
  });
});

describe('language and currency', () => {
  it('formats money for the language and currency, defaulting the currency by language', async () => {
    const price = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/products/1', headers })).json().taxed_price.formatted as string;
    expect(await price({ 'language-preference': 'cs' })).toMatch(/Kč$/);
    expect(await price({ 'language-preference': 'sk' })).toMatch(/€$/);
    expect(await price({ 'language-preference': 'en' })).toMatch(/^€/);
    expect(await price({ 'language-preference': 'en', 'currency-preference': 'CZK' })).toMatch(/^CZK/);
  });

  it('answers 422 naming the header for an unsupported language or currency', async () => {
    for (const [headers, field] of [
      [{ 'language-preference': 'de' }, 'Language-Preference'],
      [{ 'currency-preference': 'USD' }, 'Currency-Preference'],
    ] as const) {
      const response = await t.app.inject({ url: '/products', headers });
      expect(response.statusCode).toBe(422);
      expect(ErrorBodySchema.parse(response.json()).errors[0]?.field).toBe(field);
    }
  });
});

describe('errors', () => {
  it('answers unknown endpoints with the contract’s 404 body', async () => {
    const response = await t.app.inject({ url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json())).toMatchObject({ type: 'not_found', status: 404 });
  });
});
