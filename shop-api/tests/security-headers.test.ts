import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPolicy } from '../src/http/security-headers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STOREFRONT_ORIGINS: 'http://localhost:3000' } });
});
afterAll(async () => t.close());

describe('security headers on the shop API', () => {
  it('reach every kind of answer: data, documents, errors, preflights', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/products' }),
      t.app.inject({ url: '/openapi.json' }),
      t.app.inject({ url: '/products/999999' }),
      t.app.inject({ url: '/products?per_page=nope' }),
      t.app.inject({ url: '/pa%E0%A4%A' }),
      t.app.inject({ method: 'DELETE', url: '/products' }),
      t.app.inject({
        method: 'OPTIONS',
        url: '/products',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 422, 400, 405, 204]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy']).toBe(dataPolicy);
    }
  });

  it('gives the HTML reference its own-files-only policy', async () => {
    const docs = await t.app.inject({ url: '/docs/' });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self' http://localhost:3000");
  });
});
