import { FilterListSchema, type EmbedRequest, type Filter } from './query';

/** UTF-8 safe base64, the same in Node and in browsers. */
function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Filters travel as base64 of a JSON list of [field, operator, value]. */
export function encodeFilters(filters: Filter[]): string {
  return toBase64(JSON.stringify(filters));
}

export type DecodeResult<T> = { ok: true; value: T } | { ok: false; message: string };

export function decodeFilters(encoded: string): DecodeResult<Filter[]> {
  let json: string;
  try {
    json = fromBase64(encoded.trim());
  } catch {
    return { ok: false, message: 'Filters are not valid base64.' };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, message: 'Filters are not valid JSON.' };
  }
  const parsed = FilterListSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, message: 'Filters must be a list of [field, operator, value] with a known operator.' };
  }
  return { ok: true, value: parsed.data };
}

/** `brand{id,name}` asks for the brand with only those fields; a plain name embeds the whole record. */
export function encodeEmbed(embeds: (string | EmbedRequest)[]): string {
  return embeds
    .map((e) => (typeof e === 'string' ? e : e.fields?.length ? `${e.name}{${e.fields.join(',')}}` : e.name))
    .join(',');
}

const embedItemPattern = /^([a-z_][a-z0-9_]*)(?:\{([a-z0-9_]+(?:,[a-z0-9_]+)*)\})?$/;

export function decodeEmbed(value: string): DecodeResult<EmbedRequest[]> {
  const items: EmbedRequest[] = [];
  // Split on commas that are not inside braces.
  const parts = value
    .split(/,(?![^{]*\})/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const match = embedItemPattern.exec(part);
    if (!match?.[1]) return { ok: false, message: `"${part}" is not a valid embed; use name or name{field,field}.` };
    items.push(match[2] ? { name: match[1], fields: match[2].split(',') } : { name: match[1] });
  }
  return { ok: true, value: items };
}

/** Sort is a comma list of fields; a leading `-` sorts that field descending. */
export function encodeSort(sort: string[]): string {
  return sort.join(',');
}

export interface SortTerm {
  field: string;
  direction: 'asc' | 'desc';
}

export function decodeSort(value: string): SortTerm[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) =>
      s.startsWith('-') ? { field: s.slice(1), direction: 'desc' as const } : { field: s, direction: 'asc' as const },
    );
}
