import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApiUrl, defaultApiBaseUrl, publicApiBaseUrl, resolveApiBaseUrl, serverApiBaseUrl } from './api-url';

const api = 'https://api.example.com';

describe('buildApiUrl', () => {
  it('joins endpoint, route params and id', () => {
    expect(buildApiUrl(api, 'carts', { params: [7, 'items'], id: 12 })).toBe(`${api}/carts/7/items/12`);
  });

  it('tolerates slashes around the base URL and endpoint without doubling them', () => {
    expect(buildApiUrl(`${api}/v1//`, '/carts/', { id: 'a' })).toBe(`${api}/v1/carts/a`);
    expect(buildApiUrl(api, 'categories/tree')).toBe(`${api}/categories/tree`);
  });

  it('percent-encodes each param and id, slashes included', () => {
    expect(buildApiUrl(api, 'customers', { params: ['a/b c'], id: 'x?y#z' })).toBe(
      `${api}/customers/a%2Fb%20c/x%3Fy%23z`,
    );
  });

  it('keeps the slashes of a page lookup path and encodes its segments', () => {
    expect(buildApiUrl(api, 'page', { rawPath: 'obleceni/tricka' })).toBe(`${api}/page/obleceni/tricka`);
    expect(buildApiUrl(api, 'page', { rawPath: '/žluťoučký kůň/trička?/' })).toBe(
      `${api}/page/%C5%BElu%C5%A5ou%C4%8Dk%C3%BD%20k%C5%AF%C5%88/tri%C4%8Dka%3F`,
    );
    expect(buildApiUrl(api, 'page', { rawPath: 'a//b' })).toBe(`${api}/page/a/b`);
    expect(buildApiUrl(api, 'page', { rawPath: '%2e%2e/x' })).toBe(`${api}/page/%252e%252e/x`);
  });

  it('keeps page/ for the home page', () => {
    expect(buildApiUrl(api, 'page', { rawPath: '' })).toBe(`${api}/page/`);
    expect(buildApiUrl(`${api}/`, 'page', { rawPath: '/' })).toBe(`${api}/page/`);
  });

  it.each([{ rawPath: '../carts/1' }, { rawPath: 'a/./b' }, { id: '..' }, { id: '' }, { params: ['.'] }])(
    'refuses segments that would reach another endpoint: %o',
    (options) => {
      expect(() => buildApiUrl(api, 'page', options)).toThrow(TypeError);
    },
  );

  it('appends the list query, then extra search parameters', () => {
    const url = new URL(
      buildApiUrl(api, 'products', { query: { page: 2, sort: ['-price'] }, search: { q: 'tričko & co', ts: '1' } }),
    );
    expect(url.pathname).toBe('/products');
    expect([...url.searchParams.entries()]).toEqual([
      ['page', '2'],
      ['sort', '-price'],
      ['q', 'tričko & co'],
      ['ts', '1'],
    ]);
  });

  it('adds no question mark without parameters', () => {
    expect(buildApiUrl(api, 'products', { query: {}, search: {} })).toBe(`${api}/products`);
  });
});

describe('resolveApiBaseUrl', () => {
  const internal = 'http://shop-api:4000';
  const publicUrl = 'https://api.shop.example';

  it('prefers API_URL on the server, then NEXT_PUBLIC_API_URL', () => {
    expect(resolveApiBaseUrl('server', { API_URL: internal, NEXT_PUBLIC_API_URL: publicUrl })).toBe(internal);
    expect(resolveApiBaseUrl('server', { NEXT_PUBLIC_API_URL: publicUrl })).toBe(publicUrl);
  });

  it('gives browsers and crawlers the public address only, never the internal one', () => {
    expect(resolveApiBaseUrl('public', { API_URL: internal, NEXT_PUBLIC_API_URL: publicUrl })).toBe(publicUrl);
    expect(resolveApiBaseUrl('public', { API_URL: internal })).toBe(defaultApiBaseUrl);
  });

  it('falls back to the development server, treating empty variables as unset', () => {
    expect(defaultApiBaseUrl).toBe('http://localhost:4000');
    expect(resolveApiBaseUrl('server', {})).toBe(defaultApiBaseUrl);
    expect(resolveApiBaseUrl('server', { API_URL: '', NEXT_PUBLIC_API_URL: '' })).toBe(defaultApiBaseUrl);
    expect(resolveApiBaseUrl('server', { API_URL: '', NEXT_PUBLIC_API_URL: publicUrl })).toBe(publicUrl);
    expect(resolveApiBaseUrl('public', { NEXT_PUBLIC_API_URL: '' })).toBe(defaultApiBaseUrl);
  });

  it('drops trailing slashes, so paths can be appended with one', () => {
    expect(resolveApiBaseUrl('public', { NEXT_PUBLIC_API_URL: `${publicUrl}//` })).toBe(publicUrl);
    expect(resolveApiBaseUrl('server', { API_URL: `${internal}/v1/` })).toBe(`${internal}/v1`);
  });
});

describe('serverApiBaseUrl and publicApiBaseUrl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('read the environment when called', () => {
    vi.stubEnv('API_URL', 'http://shop-api:4000');
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.shop.example/');
    expect(serverApiBaseUrl()).toBe('http://shop-api:4000');
    expect(publicApiBaseUrl()).toBe('https://api.shop.example');
  });
});
