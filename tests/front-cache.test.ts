// The front cache (deploy/front-cache, docs/front-cache.md) in a real nginx before a stand-in
// storefront that counts what reaches it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isbot } from 'isbot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, runFrontCache, type RunningFrontCache } from '@/deploy/front-cache/run-nginx';

const nginx = findNginx();
if (!nginx && process.env.CI) throw new Error('nginx is not installed: .ci/run installs nginx-light');

const browser =
  'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** What the stand-in storefront saw, per path. */
const seen = new Map<string, IncomingMessage[]>();
let storefront: Server;
let front: RunningFrontCache;

function answer(path: string): { status: number; headers: Record<string, string> } {
  const shared = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
  };
  if (path === '/en/private') return { status: 200, headers: { ...shared, 'cache-control': 'private, no-store' } };
  if (path === '/en/no-cache-header') return { status: 200, headers: { 'content-type': 'text/html' } };
  if (path === '/en/sets-cookie') return { status: 200, headers: { ...shared, 'set-cookie': 'tracking_id=1; Path=/' } };
  if (path === '/en/missing') return { status: 404, headers: { ...shared } };
  return { status: 200, headers: shared };
}

beforeAll(async () => {
  if (!nginx) return;
  storefront = createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://x');
    const key = pathname + search;
    seen.set(key, [...(seen.get(key) ?? []), request]);
    request.resume();
    request.on('end', () => {
      const { status, headers } = answer(pathname);
      const body = `<html><body>answer ${seen.get(key)!.length} for ${key} ${'x'.repeat(2000)}</body></html>`;
      response.writeHead(status, headers).end(body);
    });
  });
  await new Promise<void>((done) => storefront.listen(0, '127.0.0.1', done));
  const port = (storefront.address() as AddressInfo).port;
  front = await runFrontCache(nginx, {
    listen: `127.0.0.1:${await freePort()}`,
    upstream: `127.0.0.1:${port}`,
    ttlSeconds: 1,
    maxSize: '16m',
  });
});

/** A port nothing listens on now (the OS hands one out and it is closed again). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

afterAll(async () => {
  await front?.stop();
  await new Promise((done) => storefront?.close(done));
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(front.url + path, { method, headers: { 'user-agent': browser, ...headers } });
const hits = (path: string) => seen.get(path)?.length ?? 0;

describe.skipIf(!nginx)('front cache (nginx)', () => {
  it('serves a page the storefront marks for shared caches from the cache', async () => {
    const first = await get('/en/red-shirt');
    const second = await get('/en/red-shirt');
    expect(first.headers.get('x-front-cache')).toBe('MISS');
    expect(second.headers.get('x-front-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(hits('/en/red-shirt')).toBe(1);
  });

  it('keys the page on the currency and tax cookies, and ignores a value the storefront ignores', async () => {
    await get('/en/jacket');
    expect((await get('/en/jacket', { cookie: 'currency=XYZ; price_tax=maybe' })).headers.get('x-front-cache')).toBe(
      'HIT',
    );
    expect((await get('/en/jacket', { cookie: 'currency=EUR' })).headers.get('x-front-cache')).toBe('MISS');
    expect((await get('/en/jacket', { cookie: 'currency=EUR; price_tax=without' })).headers.get('x-front-cache')).toBe(
      'MISS',
    );
    expect(
      (await get('/en/jacket', { cookie: 'price_tax=without; currency=EUR; cart_id=9' })).headers.get('x-front-cache'),
    ).toBe('HIT');
    expect(hits('/en/jacket')).toBe(3);
    // The storefront sees the shopper's cookies: the variant it renders is its own decision.
    expect(seen.get('/en/jacket')![1]!.headers.cookie).toBe('currency=EUR');
  });

  it('keeps crawlers and shoppers apart as isbot does', async () => {
    const agents = [
      browser,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)',
      'curl/8.5.0',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Lighthouse',
    ];
    const sharesShoppersEntry: boolean[] = [];
    for (const [index, agent] of agents.entries()) {
      const path = `/en/crawled?i=${index}`;
      await get(path);
      sharesShoppersEntry.push((await get(path, { 'user-agent': agent })).headers.get('x-front-cache') === 'HIT');
    }
    expect(sharesShoppersEntry).toEqual(agents.map((agent) => !isbot(agent)));
    expect(sharesShoppersEntry.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    expect(sharesShoppersEntry.filter((shared) => !shared).length).toBeGreaterThanOrEqual(5);
  });

  it('never stores what the storefront keeps private, a cookie it sets, or an answer without s-maxage', async () => {
    for (const path of ['/en/private', '/en/sets-cookie', '/en/no-cache-header']) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get('x-front-cache'), path).not.toBe('HIT');
      expect(hits(path), path).toBe(2);
    }
    expect((await get('/en/sets-cookie')).headers.get('set-cookie')).toBe('tracking_id=1; Path=/');
  });

  it('lets the router requests and writes past the cache', async () => {
    await get('/en/lamp');
    const rsc = await get('/en/lamp', { rsc: '1' });
    expect(rsc.headers.get('x-front-cache')).toBe('BYPASS');
    await get('/en/lamp', { 'next-router-prefetch': '1' });
    await get('/en/lamp', {}, 'POST');
    expect(hits('/en/lamp')).toBe(4);
    expect((await get('/en/lamp')).headers.get('x-front-cache')).toBe('HIT');
  });

  it('stores a 404 no longer than a page, and only when shareable', async () => {
    await get('/en/missing');
    const again = await get('/en/missing');
    expect(again.status).toBe(404);
    expect(again.headers.get('x-front-cache')).toBe('MISS');
    expect(hits('/en/missing')).toBe(2);
  });

  it('asks the storefront again once the page has lived its seconds (nginx counts whole seconds), serving the stale copy meanwhile', async () => {
    await get('/en/scarf');
    await new Promise((done) => setTimeout(done, 2_200));
    const stale = await get('/en/scarf');
    expect(stale.headers.get('x-front-cache')).toBe('STALE');
    expect(await stale.text()).toContain('answer 1 for');
    await new Promise((done) => setTimeout(done, 300));
    const fresh = await get('/en/scarf');
    expect(fresh.headers.get('x-front-cache')).toBe('HIT');
    expect(await fresh.text()).toContain('answer 2 for');
  });

  it('compresses for the browser and asks the storefront for one plain copy, with the forwarded address and scheme', async () => {
    const raw = await fetch(front.url + '/en/vase', { headers: { 'user-agent': browser, 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(await raw.text()).toContain('answer 1 for /en/vase');
    const request = seen.get('/en/vase')![0]!;
    expect(request.headers['accept-encoding']).toBeUndefined();
    expect(request.headers['x-forwarded-proto']).toBe('http');
    expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});
