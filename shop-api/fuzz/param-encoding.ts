/** How generated parameter values travel: as percent-encoded path segments, query pairs and header text. */
import type { ParamSpec } from './openapi-operations';

/** Text of a value as a parameter (`null` is empty, objects and arrays JSON). */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

/** Lone UTF-16 surrogates cannot be percent-encoded; they become U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export function encodeComponent(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** Bytes as `%xx` escapes, whatever they decode to (invalid UTF-8 included). */
export function percentBytes(bytes: Uint8Array): string {
  return [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

/** `.`, `..` and empty segments would change which route answers, so they are replaced. */
function safeSegment(text: string): string {
  return text === '' || text === '.' || text === '..' ? '_' : encodeComponent(text);
}

/** A path parameter's value in the URL; a `{*}` wildcard keeps its slashes. */
export function encodePathValue(param: ParamSpec, value: unknown): string {
  const text = toText(value);
  if (param.name !== '*') return safeSegment(text);
  const segments = text.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? '_' : segments.map(safeSegment).join('/');
}

/** Encoded `name=value` pairs for a query parameter (form style, exploded unless said otherwise; deepObject). */
export function encodeQueryValue(param: ParamSpec, value: unknown): [string, string][] {
  const name = encodeComponent(param.name);
  const explode = param.explode ?? (param.style === undefined || param.style === 'form');
  if (Array.isArray(value)) {
    if (explode) return value.map((item) => [name, encodeComponent(toText(item))]);
    return [[name, value.map((item) => encodeComponent(toText(item))).join(',')]];
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (param.style === 'deepObject')
      return entries.map(([key, item]) => [encodeComponent(`${param.name}[${key}]`), encodeComponent(toText(item))]);
    if (explode) return entries.map(([key, item]) => [encodeComponent(key), encodeComponent(toText(item))]);
    return [[name, entries.flatMap(([key, item]) => [encodeComponent(key), encodeComponent(toText(item))]).join(',')]];
  }
  return [[name, encodeComponent(toText(value))]];
}

/** Header values must be visible ASCII to be sent at all; anything else becomes `?`. */
export function headerText(value: unknown): string {
  return toText(value)
    .replace(/[^\x20-\x7e]/g, '?')
    .trim();
}
