import { ApiError } from '../http/api-error';

const maxPathLength = 500;
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * The path of `GET page/{path}` as the path index stores it: no leading or trailing slash,
 * no empty or dot segments, no control characters (PostgreSQL refuses a NUL in text outright). A
 * path that cannot be a page is a 404, like any unknown path.
 */
export function normalizePagePath(raw: string | undefined): string {
  const path = (raw ?? '').replace(/^\/+|\/+$/g, '');
  if (path.length > maxPathLength || controlCharacter.test(path)) throw ApiError.notFound('notFound.page');
  const segments = path === '' ? [] : path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw ApiError.notFound('notFound.page');
  return segments.join('/');
}
