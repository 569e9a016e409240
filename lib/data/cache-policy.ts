import 'server-only';
import type { CachePolicy } from '@/lib/api/catalogue-api';

/**
 * How long a catalogue answer may be served from the data cache (seconds). The shop API
 * revalidates the tags of what changed right away (docs/caching.md); this is only the safety net
 * for a missed announcement. The cached catalogue route's `revalidate` is the same hour.
 */
export const catalogueLifetime = 3600;

/**
 * A read kept in Next.js's data cache under `tags` for at most `revalidate` seconds. Written at
 * each read in `lib/data/` with the tag names of `@contract/cache/cache-tags`, the ones the shop
 * API sends when it asks for a refresh. A page's route-cache entry carries the tags of every read
 * it made, so the same tags refresh the cached pages too.
 */
export function cached({ tags, revalidate }: { tags: string[]; revalidate: number }): CachePolicy {
  return { next: { tags, revalidate } };
}

/** A read that is never kept in the data cache. */
export const notCached: CachePolicy = { cache: 'no-store' };

/**
 * The policy of a read keyed by search text: never kept. The text is whatever anyone types, and
 * the data cache has no bound per key, so each new text would be a new entry on disk for an hour
 * (docs/caching.md, "Search text stays out of the shared cache").
 */
export const searchTextRead: CachePolicy = { ...notCached };
