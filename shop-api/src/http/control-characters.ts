import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiFieldError } from './api-error';
import { ApiError } from './api-error';

/**
 * The characters no text the API takes may hold: the C0 controls except tab, line feed and carriage
 * return. NUL above all, which PostgreSQL refuses in text outright (a 500 if it got that far); the
 * others no keyboard types and no field needs. DEL and the C1 controls stay allowed: PostgreSQL
 * stores them, and text pasted from a mis-decoded Windows-1252 source carries C1 characters.
 */
const refusedCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** A request naming more fields than this gets this many named: the answer stays small. */
export const maxReportedFields = 50;

type Part = 'params' | 'querystring' | 'body';
/** A top-level field of one part of the request: `params.*`, `querystring.search`. */
type OwnField = `${Part}.${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Fields whose control characters the route answers itself, which the guard leaves alone: the
     * page path (a path with one is no page: 404, as for any unknown path) and the search texts
     * (searchTerms reads every control character as a space; nothing stores them).
     */
    ownControlCharacterCheck?: OwnField[];
  }
}

export function hasRefusedCharacter(text: string): boolean {
  return refusedCharacter.test(text);
}

/** A field name as the answer shows it: its own control characters made visible, never sent back raw. */
function fieldName(path: string[], part: Part): string {
  if (path.length === 0) return part === 'body' ? 'body' : part;
  return path.map((key) => key.replace(new RegExp(refusedCharacter.source, 'g'), '\ufffd')).join('.');
}

/**
 * The paths of every string (and every object key) with a refused character in a parsed value, in
 * document order, at most `limit`. Walks with its own stack, so a deeply nested JSON body cannot
 * exhaust the call stack.
 */
export function refusedCharacterPaths(value: unknown, limit = maxReportedFields): string[][] {
  const found: string[][] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0 && found.length < limit) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasRefusedCharacter(current)) found.push(path);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        pending.push({ value: current[index], path: [...path, String(index)] });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        if (hasRefusedCharacter(key)) pending.push({ value: key, path: [...path, key] });
        else pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

function withoutOwnFields(part: Part, value: unknown, own: OwnField[]): unknown {
  const skipped = own.filter((field) => field.startsWith(`${part}.`)).map((field) => field.slice(part.length + 1));
  if (skipped.length === 0 || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !skipped.includes(key)));
}

function refusedFields(request: FastifyRequest): ApiFieldError[] {
  const own = request.routeOptions.config.ownControlCharacterCheck ?? [];
  const parts: [Part, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  const message = 'shop.controlCharacter' as const;
  return parts
    .flatMap(([part, value]) =>
      refusedCharacterPaths(withoutOwnFields(part, value, own)).map((path) => ({
        field: fieldName(path, part),
        message,
      })),
    )
    .slice(0, maxReportedFields);
}

/**
 * One guard for every route (docs/decisions.md, "Control characters"): before the route's schemas
 * run, each string of the path parameters, the query and the body (and each key of the body) is
 * checked, and a request with a refused character is a 422 naming every such field, in the
 * request's language. No route, service or driver ever sees one.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors = refusedFields(request);
    if (errors.length > 0) throw ApiError.validation(errors);
  });
}
