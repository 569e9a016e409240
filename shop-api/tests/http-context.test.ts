import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract';
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
        'access-control-request-headers': 'language-preference,currency-preference,authorization,x-tracking-id',
      },
    });
    expect(response.statusCode).toBe(204);
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['language-preference', 'currency-preference', 'authorization', 'x-tracking-id'])
      expect(allowed).toContain(header);
  });

  it('gives other origins no CORS headers', async () => {
    const response = await t.app.inject({ url: '/shop-info', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
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
