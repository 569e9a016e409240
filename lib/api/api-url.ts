import type { ListQuery } from '@contract/query';
import { encodeListQuery } from './list-query';

/** Where the shop API answers when nothing is configured: the development server. */
export const defaultApiBaseUrl = 'http://localhost:4000';

export interface ApiUrlEnv {
  /** The address the storefront's server reaches the API at (may be internal: `http://shop-api:4000`). Read at run time. */
  API_URL?: string;
  /** The address browsers and crawlers reach the API at; inlined into the bundles at build time. */
  NEXT_PUBLIC_API_URL?: string;
}

/**
 * The shop API's base URL, without a trailing slash; an empty variable counts as unset.
 * - `server`: the storefront's own calls (server components, route handlers): `API_URL`, then
 *   `NEXT_PUBLIC_API_URL`, so a deployment may keep server traffic on an internal address.
 * - `public`: anything a browser or crawler uses, i.e. the browser client, and picture, preconnect
 *   and Open Graph URLs written into the HTML: `NEXT_PUBLIC_API_URL` only, since an internal
 *   `API_URL` would mean nothing outside the server.
 */
export function resolveApiBaseUrl(side: 'server' | 'public', env: ApiUrlEnv): string {
  const candidates = side === 'server' ? [env.API_URL, env.NEXT_PUBLIC_API_URL] : [env.NEXT_PUBLIC_API_URL];
  return (candidates.find((url) => url) ?? defaultApiBaseUrl).replace(/\/+$/, '');
}

// Each variable is named in full (never `process.env[name]`): Next.js inlines
// `process.env.NEXT_PUBLIC_API_URL` into the browser bundle only when it is written out like this.

/** The API address for the storefront server's own calls. */
export function serverApiBaseUrl(): string {
  return resolveApiBaseUrl('server', {
    API_URL: process.env.API_URL,
    NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
  });
}

/** The API address browsers and crawlers see: the browser client, pictures, preconnect, metadata. */
export function publicApiBaseUrl(): string {
  return resolveApiBaseUrl('public', { NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL });
}

export interface ApiUrlOptions {
  /** Route parameters, each one path segment: `carts/{id}/items` is `params: [cartId, 'items']` on `carts`. */
  params?: (string | number)[];
  id?: string | number;
  /** A path that keeps its slashes (the page lookup: `page/obleceni/tricka`); `''` still adds the slash (`page/`). */
  rawPath?: string;
  query?: ListQuery;
  /** Extra query parameters, after the list query ones. */
  search?: Record<string, string>;
}

// URL parsing resolves `.` and `..` segments (encodeURIComponent leaves dots alone), so they would reach another endpoint.
const dotSegment = /^\.{1,2}$/;

function encodeSegment(segment: string | number, what: string): string {
  const text = String(segment);
  if (text === '' || dotSegment.test(text)) throw new TypeError(`${what} "${text}" is not a valid path segment.`);
  return encodeURIComponent(text);
}

function encodePath(path: string, what: string): string[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => encodeSegment(s, what));
}

/**
 * `{api}/{endpoint}[/{params}][/{id}][/{rawPath}]?{query}`. Every segment is percent-encoded;
 * throws a TypeError for an empty or dot segment rather than calling a different endpoint.
 */
export function buildApiUrl(baseUrl: string, endpoint: string, options: ApiUrlOptions = {}): string {
  const segments = [
    ...encodePath(endpoint, 'Endpoint'),
    ...(options.params ?? []).map((p) => encodeSegment(p, 'Route parameter')),
    ...(options.id === undefined ? [] : [encodeSegment(options.id, 'Id')]),
  ];
  let url = `${baseUrl.replace(/\/+$/, '')}/${segments.join('/')}`;
  if (options.rawPath !== undefined) url += `/${encodePath(options.rawPath, 'Path segment').join('/')}`;

  const search = options.query ? encodeListQuery(options.query) : new URLSearchParams();
  for (const [name, value] of Object.entries(options.search ?? {})) search.append(name, value);
  const queryString = search.toString();
  return queryString ? `${url}?${queryString}` : url;
}
