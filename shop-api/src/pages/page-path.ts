import { ApiError } from '../http/api-error';

const maxPathLength = 500;

/**
 * The path of `GET page/{path}` as the path index stores it: no leading or trailing slash,
 * no empty or dot segments. A path that cannot be a page is a 404, like any unknown path.
 */
export function normalizePagePath(raw: string | undefined): string {
  const path = (raw ?? '').replace(/^\/+|\/+$/g, '');
  if (path.length > maxPathLength) throw ApiError.notFound('Page');
  const segments = path === '' ? [] : path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw ApiError.notFound('Page');
  return segments.join('/');
}
