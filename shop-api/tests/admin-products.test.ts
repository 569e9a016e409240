import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, modelTypes } from '@contract';
import { seoUrls } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A stand-in storefront: records every revalidation call; a call naming a tag in `failOnce` gets one 503. */
interface FakeStorefront {
  url: string;
  calls: { headers: IncomingHttpHeaders; body: { tags: string[] } }[];
  failOnce: Set<string>;
  close(): Promise<void>;
}

async function startFakeStorefront(): Promise<FakeStorefront> {
  const fake: Omit<FakeStorefront, 'url' | 'close'> = { calls: [], failOnce: new Set() };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as { tags: string[] };
      fake.calls.push({ headers: request.headers, body });
      const failing = body.tags.find((tag) => fake.failOnce.delete(tag));
      response.statusCode = failing ? 503 : 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}/api/revalidate`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  } as FakeStorefront;
}

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const adminToken = 'test-admin-token';
const secret = 'test-revalidate-secret';
let t: TestApp;
let storefront: FakeStorefront;

beforeAll(async () => {
  storefront = await startFakeStorefront();
  t = await createTestApp({
    env: { ADMIN_TOKEN: adminToken, STOREFRONT_REVALIDATE_URL: storefront.url, REVALIDATE_SECRET: secret },
  });
});
afterAll(async () => {
  await t.close();
  await storefront.close();
});

function patch(id: number | string, body: unknown, token: string | null = adminToken) {
  return t.app.inject({
    method: 'PATCH',
    url: `/admin/products/${id}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: body as object,
  });
}

async function shownPrice(id: number, currency: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/products/${id}`,
    headers: { 'Currency-Preference': currency, 'Language-Preference': 'cs' },
  });
  const body = response.json() as { price: { value: number }; taxed_price: { value: number }; stock_state: number };
  return body;
}

describe('PATCH /admin/products/{id}', () => {
  it('answers 401 without the back-office token or with a wrong one, and changes nothing', async () => {
    const before = await shownPrice(1, 'CZK');
    for (const token of [null, 'wrong-token', `${adminToken}x`]) {
      const response = await patch(1, { prices: [{ currency: 'CZK', taxed_price: 1 }] }, token);
      expect(response.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(response.json()).type).toBe('unauthorized');
    }
    expect((await shownPrice(1, 'CZK')).taxed_price.value).toBe(before.taxed_price.value);
  });

  it('answers 422 naming the field for a malformed body', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ price: 10 }, 'price'],
      [{ prices: [{ currency: 'USD', taxed_price: 10 }] }, 'prices.0.currency'],
      [{ prices: [{ currency: 'CZK', taxed_price: -5 }] }, 'prices.0.taxed_price'],
      [{ prices: [{ currency: 'CZK', taxed_price: 10.555 }] }, 'prices.0.taxed_price'],
      [
        {
          prices: [
            { currency: 'CZK', taxed_price: 10 },
            { currency: 'CZK', taxed_price: 11 },
          ],
        },
        'prices',
      ],
      [{ stock_state: 1.5 }, 'stock_state'],
      [{ stock_state: '3' }, 'stock_state'],
      [{ is_active: 'yes' }, 'is_active'],
    ];
    for (const [body, field] of cases) {
      const response = await patch(1, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(
        ErrorBodySchema.parse(response.json()).errors.map((e) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect((await patch('abc', { stock_state: 1 })).statusCode).toBe(422);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await patch(999_999, { stock_state: 1 });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).type).toBe('not_found');
  });

  it('changes prices (untaxed derived from the tax rate) and stock, then tells the storefront which tags changed', async () => {
    const response = await patch(1, {
      prices: [
        { currency: 'CZK', taxed_price: 1210 },
        { currency: 'EUR', taxed_price: 48.4 },
      ],
      stock_state: 7,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      prices: { currency: string; price: number; taxed_price: number }[];
      stock_state: number;
      revalidated_tags: string[];
    };
    expect(body.stock_state).toBe(7);
    const czk = body.prices.find((p) => p.currency === 'CZK')!;
    expect(czk.taxed_price).toBe(1210);
    expect(czk.price).toBeLessThan(1210);

    const shown = await shownPrice(1, 'CZK');
    expect(shown.taxed_price.value).toBe(1210);
    expect(shown.price.value).toBe(czk.price);
    expect((await shownPrice(1, 'EUR')).taxed_price.value).toBe(48.4);

    const call = await until(() => storefront.calls.find((c) => c.body.tags.includes('product:1')));
    expect(call.headers.authorization).toBe(`Bearer ${secret}`);
    const paths = await t.db
      .select({ locale: seoUrls.locale, path: seoUrls.path })
      .from(seoUrls)
      .where(and(eq(seoUrls.modelType, modelTypes.product), eq(seoUrls.modelId, 1), eq(seoUrls.isCanonical, true)));
    expect(paths.length).toBeGreaterThan(0);
    expect(call.body.tags).toEqual(
      expect.arrayContaining(['product:1', 'products', ...paths.map((p) => `page:${p.locale}:${p.path}`)]),
    );
    expect(body.revalidated_tags).toEqual(call.body.tags);
  });

  it('hides a deactivated product from its page and brings it back', async () => {
    const [path] = await t.db
      .select({ path: seoUrls.path })
      .from(seoUrls)
      .where(
        and(
          eq(seoUrls.modelType, modelTypes.product),
          eq(seoUrls.modelId, 2),
          eq(seoUrls.locale, 'en'),
          eq(seoUrls.isCanonical, true),
        ),
      );
    const page = () =>
      t.app.inject({ method: 'GET', url: `/page/${path!.path}`, headers: { 'Language-Preference': 'en' } });
    expect((await page()).statusCode).toBe(200);
    expect((await patch(2, { is_active: false })).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);
    expect((await patch(2, { is_active: true })).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
  });

  it('keeps answering while the storefront fails, retrying until it accepts', async () => {
    storefront.failOnce.add('product:3');
    const response = await patch(3, { stock_state: 4 });
    expect(response.statusCode).toBe(200);
    const forProduct = () => storefront.calls.filter((call) => call.body.tags.includes('product:3'));
    await until(() => (forProduct().length >= 2 ? true : undefined));
    expect(forProduct()).toHaveLength(2);
  });
});
