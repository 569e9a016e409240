import type { ProductFiltersQuery } from '@contract/calls/product-filters';
import { listingQueryKey } from '@contract/listing/listing-query-key';
import type { ReadContext } from '../../list/read-context';
import { listingIndexFor, type ListingIndex } from './listing-index';

/** The JSON text of answers kept per listing snapshot, at most this many characters in all. */
export const answerCacheMaxChars = 16_000_000;

interface Answer {
  body: Promise<string>;
  /** Length of the JSON text once built (0 while building). */
  chars: number;
}

interface AnswerCache {
  answers: Map<string, Answer>;
  chars: number;
  /** Reads every listing of the snapshot shares (the filter catalogue, category scopes), by key. */
  shared: Map<string, Promise<unknown>>;
}

/**
 * Answers are kept per listing snapshot (one language and currency): when the snapshot is
 * replaced, after its lifetime or because a back-office write dropped it (`invalidateListingIndex`),
 * its answers go with it. So an answer is never older than the counts it was built from, and the
 * same events that refresh the counts refresh the products listed.
 */
const bySnapshot = new WeakMap<ListingIndex, AnswerCache>();

/**
 * Everything an answer depends on besides the snapshot: language and currency (the snapshot's own),
 * tax mode, customer groups, scope, card embeds and the listing query in its one canonical spelling
 * (`listingQueryKey`), so `?b=2&a=1`, `?a=1&b=2` and `?a=1&b=2&strana=1` share an answer. A query
 * that does not parse is keyed as it came: the service answers it with its 422.
 */
export function productFiltersAnswerKey(env: ReadContext, query: ProductFiltersQuery): string {
  const state = new URLSearchParams(query.state);
  const listing = listingQueryKey(state, env.locale) ?? `raw:${state.toString()}`;
  return JSON.stringify([
    env.locale,
    env.currency.id,
    env.tax ?? 'with',
    [...(env.customerGroupIds ?? [])].sort((a, b) => a - b),
    query.category_id ?? null,
    query.brand_id ?? null,
    query.search ?? null,
    query.embed ?? null,
    listing,
  ]);
}

/**
 * The JSON answer of `GET /product-filters` for the request, from the cache when the same listing
 * was answered from the current snapshot, else built by `answer` (concurrent requests for the same
 * key share one build). Failed builds (a 422, a 404, a database error) are not kept. The oldest
 * answers make room when the cache is over its size.
 */
async function cacheFor(env: ReadContext): Promise<AnswerCache> {
  const index = await listingIndexFor(env);
  let cache = bySnapshot.get(index);
  if (!cache) {
    cache = { answers: new Map(), chars: 0, shared: new Map() };
    bySnapshot.set(index, cache);
  }
  return cache;
}

/**
 * A read that every listing of the snapshot's language and currency shares (the filter catalogue,
 * a category's subtree for a set of customer groups), made once per snapshot: it goes and comes
 * back with the snapshot, like the answers. `key` must name everything the read depends on
 * besides the language and currency. A failed read is not kept.
 */
export async function perSnapshot<T>(env: ReadContext, key: string, read: () => Promise<T>): Promise<T> {
  const { shared } = await cacheFor(env);
  const kept = shared.get(key);
  if (kept) return kept as Promise<T>;
  const reading = read();
  shared.set(key, reading);
  reading.catch(() => {
    if (shared.get(key) === reading) shared.delete(key);
  });
  return reading;
}

export async function cachedProductFilters(
  env: ReadContext,
  query: ProductFiltersQuery,
  answer: () => Promise<unknown>,
): Promise<string> {
  const cache = await cacheFor(env);
  const key = productFiltersAnswerKey(env, query);
  const hit = cache.answers.get(key);
  if (hit) {
    // Most recently used last: the first entries are the ones to drop.
    cache.answers.delete(key);
    cache.answers.set(key, hit);
    return hit.body;
  }
  const entry: Answer = { body: answer().then((body) => JSON.stringify(body)), chars: 0 };
  const entries = cache;
  entries.answers.set(key, entry);
  entry.body.then(
    (text) => {
      if (entries.answers.get(key) !== entry) return;
      entry.chars = text.length;
      entries.chars += text.length;
      for (const [oldKey, old] of entries.answers) {
        if (entries.chars <= answerCacheMaxChars || oldKey === key) break;
        entries.answers.delete(oldKey);
        entries.chars -= old.chars;
      }
    },
    () => {
      if (entries.answers.get(key) === entry) entries.answers.delete(key);
    },
  );
  return entry.body;
}
