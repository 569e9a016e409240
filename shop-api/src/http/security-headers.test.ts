import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPolicy, htmlPolicy, registerSecurityHeaders } from './security-headers';

const storefront = 'http://localhost:3000';
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerSecurityHeaders(app, { storefrontOrigins: [storefront, storefront] });
  app.get('/data', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<form method="post"></form>'),
  );
  app.get('/own-policy', async (_request, reply) =>
    reply.header('Content-Security-Policy', "default-src 'self'").type('text/html').send('<p>own</p>'),
  );
  app.get('/no-referrer', async (_request, reply) => reply.header('Referrer-Policy', 'no-referrer').send({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('the security headers hook', () => {
  it('marks every answer nosniff, with the referrer policy, never framed', async () => {
    for (const url of ['/data', '/page', '/fails', '/no-such-route']) {
      const response = await app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });

  it('locks data answers down and gives HTML pages their own-files-only policy', async () => {
    expect((await app.inject({ url: '/data' })).headers['content-security-policy']).toBe(dataPolicy);
    const page = await app.inject({ url: '/page' });
    expect(page.headers['content-security-policy']).toBe(htmlPolicy({ storefrontOrigins: [storefront] }));
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${storefront};`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('keeps a policy a route set itself', async () => {
    expect((await app.inject({ url: '/own-policy' })).headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('keeps a stricter referrer policy a route set itself', async () => {
    const response = await app.inject({ url: '/no-referrer' });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    expect((await app.inject({ url: '/data' })).headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({ url: '/data', headers: { 'x-forwarded-proto': 'https, http' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const http = await app.inject({ url: '/data', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
