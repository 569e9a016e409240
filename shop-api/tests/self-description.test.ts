import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }
    >
  >;
}

async function openApi(): Promise<OpenApiDocument> {
  const response = await t.app.inject({ url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route, its parameters and its answers', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const products = document.paths['/products']?.get;
    expect(products?.operationId).toBe('listProducts');
    expect(products?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:page', 'query:per_page', 'query:search', 'header:language-preference']),
    );
    expect(Object.keys(products?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '422']));
    expect(document.paths['/products/{id}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id' }),
    );
    expect(document.paths['/page/{path}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'path' }),
    );
    expect(document.paths['/admin/products/{id}']?.patch).toBeDefined();
  });

  it('leaves out the test-only fault pages and itself', async () => {
    const paths = Object.keys((await openApi()).paths);
    expect(paths.some((p) => p.includes('__test__'))).toBe(false);
    expect(paths).not.toContain('/openapi.json');
  });

  it('has a readable reference page at /docs', async () => {
    const response = await t.app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('a wrong method on a known path', () => {
  it.each([
    ['DELETE', '/products', 'GET, HEAD'],
    ['POST', '/products/1', 'GET, HEAD'],
    ['GET', '/admin/products/1', 'PATCH'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(ErrorBodySchema.parse(response.json())).toMatchObject({ status: 405, type: 'method_not_allowed' });
  });

  it('answers a URL that cannot be decoded with 400 in the contract’s error body', async () => {
    const response = await t.app.inject({ url: '/products/%4F%56%E3' });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json())).toMatchObject({ status: 400, type: 'bad_request' });
  });

  it('still answers 404 on a path no route knows', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/no-such-thing' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the declared request schemas', () => {
  it('name an unknown or repeated query parameter, with every problem at once', async () => {
    const response = await t.app.inject({ url: '/products?colour=red&page=1&page=2&per_page=abc' });
    expect(response.statusCode).toBe(422);
    expect(ErrorBodySchema.parse(response.json()).errors).toEqual(
      expect.arrayContaining([
        { field: 'colour', message: 'Unknown query parameter.' },
        { field: 'page', message: 'Give this parameter once.' },
        { field: 'per_page', message: 'Must be a whole number from 1 to 100.' },
      ]),
    );
  });

  it.each(['01', '0', '2147483648', '9999999999', 'abc'])('refuse the malformed id %s on its field', async (id) => {
    const response = await t.app.inject({ url: `/categories/${id}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'id', message: 'Must be a positive whole number.' }]);
  });

  it('take the largest id there is and look it up', async () => {
    const response = await t.app.inject({ url: '/categories/2147483647' });
    expect(response.statusCode).toBe(404);
  });

  it('check a body against the contract, field by field', async () => {
    const app = await createTestApp({ env: { ADMIN_TOKEN: 'secret-token' } });
    try {
      const response = await app.app.inject({
        method: 'PATCH',
        url: '/admin/products/1',
        headers: { authorization: 'Bearer secret-token' },
        payload: { stock_state: -1, colour: 'red' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'colour', message: 'Unknown field.' },
          expect.objectContaining({ field: 'stock_state' }),
        ]),
      );
    } finally {
      await app.close();
    }
  });
});
