/**
 * One text of an otherwise valid JSON body given a control character: how a NUL once reached
 * PostgreSQL through a dozen writes (docs/decisions.md, "Control characters"). Every other field
 * stays as generated, so the body is as likely to pass the API's own rules as a valid case is.
 */
import fc from 'fast-check';
import { controlCharacter } from './schema-arbitrary';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where each string of a JSON value sits, as paths of keys and indexes, in document order. */
function textPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

function insertAt(text: string, control: string, at: number): string {
  const units = [...text];
  const index = at % (units.length + 1);
  return [...units.slice(0, index), control, ...units.slice(index)].join('');
}

/**
 * The body with `control` put into its `which`-th text (modulo their number) at position `at`
 * (modulo its length + 1); a body that is not JSON or has no text comes back as it was.
 */
export function withControlInOneText(body: string, which: number, control: string, at: number): string {
  let value: Json;
  try {
    value = JSON.parse(body) as Json;
  } catch {
    return body;
  }
  const paths = textPaths(value);
  const path = paths[which % Math.max(1, paths.length)];
  if (!path) return body;
  if (path.length === 0) return JSON.stringify(insertAt(value as string, control, at));
  let parent = value as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  parent[last] = insertAt(parent[last] as string, control, at);
  return JSON.stringify(value);
}

/** The arguments of one such mutation: which text, which character, where. */
export const oneTextControl = fc.record({ which: fc.nat(), control: controlCharacter, at: fc.nat() });
