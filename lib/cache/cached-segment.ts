import { decodeRenderVariant, encodeRenderVariant, type RenderVariant } from '../routing/render-variant';

/**
 * The variant segment of the cached catalogue route, `/{locale}/cached/{segment}/{path}`: the
 * render variant (`czk-with`), and for a listing URL with a query, `~` and its canonical query
 * string in base64url (`eur-with~YnJhbmQ9bHVtZXJh` for `brand=lumera`). base64url because the
 * segment names the page's entry in the full route cache, which Next.js writes as a file: only
 * letters, digits, `-` and `_`, whatever the shopper's search text or filter values hold.
 */
export interface CachedSegment {
  variant: RenderVariant;
  /** The canonical listing query without `?` (`brand=lumera&sort=price-asc`), `''` for none. */
  query: string;
}

const querySeparator = '~';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeCachedSegment({ variant, query }: CachedSegment): string {
  const base = encodeRenderVariant(variant);
  return query ? `${base}${querySeparator}${toBase64Url(query)}` : base;
}

/** The variant and query a segment names, or null for anything `encodeCachedSegment` does not write. */
export function decodeCachedSegment(segment: string): CachedSegment | null {
  const at = segment.indexOf(querySeparator);
  const variant = decodeRenderVariant(at === -1 ? segment : segment.slice(0, at));
  if (!variant) return null;
  if (at === -1) return { variant, query: '' };
  const query = fromBase64Url(segment.slice(at + 1));
  return query ? { variant, query } : null;
}

/** A query string as the page's `searchParams` (each name once: canonical queries repeat none). */
export function searchParamsOf(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}
