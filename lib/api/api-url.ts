import type { ListQuery } from '@contract/query';
import { encodeListQuery } from './list-query';

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
