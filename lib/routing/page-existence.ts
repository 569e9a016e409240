import { LRUCache } from 'lru-cache';
import { catalogueTag, listTags, pageTag } from '@contract/cache/cache-tags';
import type { Locale } from '@contract/locales';
import { PageKindAnswerSchema, type PageKindAnswer } from '@contract/page';
import { ApiClientError } from '@/lib/api/api-client-error';
import { createApiClient } from '@/lib/api/api-client';
import { serverApiBaseUrl } from '@/lib/api/api-url';
import { isShownKind } from './page-dispatch';

/**
 * What the request interceptor knows about a catalogue path before rendering it: `found` (a page
 * or a redirect lives there), `missing` (the catch-all would answer 404), or `unknown` (the shop
 * API could not say: the page renders as usual and answers for itself).
 */
export type PageExistence = 'found' | 'missing' | 'unknown';

/** `GET page-kind/{path}` in a language: the answer, or null for a 404. Throws when the API cannot say. */
export type PageKindLookup = (locale: Locale, path: string) => Promise<PageKindAnswer | null>;

export interface PageExistenceOptions {
  lookup: PageKindLookup;
  /** Entries kept; the least recently used go first. */
  max?: number;
  /** How long an answer is believed without a revalidation saying otherwise. */
  foundTtlMs?: number;
  missingTtlMs?: number;
  /** After a failed lookup, answer `unknown` without asking for this long (the API is down or slow). */
  pauseAfterFailureMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface PageExistenceCache {
  check(locale: Locale, path: string): Promise<PageExistence>;
  /** Forgets what revalidated cache tags may have changed (see `affectsExistence`). */
  forget(tags: readonly string[]): void;
  readonly size: number;
}

/**
 * Tags after which any path may have appeared or gone: the whole catalogue, or a list whose records
 * have pages but whose changes name no page tag. A product change names its pages (`page:…`), so
 * `products` and `product:<id>` alone change nothing here.
 */
const clearingTags = new Set<string>([
  catalogueTag,
  listTags.categories,
  listTags.brands,
  listTags.articles,
  listTags.staticPages,
]);
const clearingRecordTag = /^(category|brand|article|article-category):/;

function affectsExistence(tag: string): 'entry' | 'all' | 'none' {
  if (tag.startsWith('page:')) return 'entry';
  return clearingTags.has(tag) || clearingRecordTag.test(tag) ? 'all' : 'none';
}

/**
 * A memory of which catalogue paths exist, per language, so the request interceptor can send a
 * missing one to the server-rendered 404 page (docs/seo-and-errors.md). Keyed by the path's page
 * tag (`page:cs:obleceni`), the tag the shop API names when that page changes, so a revalidation
 * drops exactly that entry. A known path costs a map lookup; an unknown one one `page-kind` call,
 * shared by every request that asks while it runs. Failures are not remembered: the page renders
 * as usual, and lookups pause briefly so a down API does not hold up every cached page.
 */
export function createPageExistenceCache({
  lookup,
  max = 10_000,
  foundTtlMs = 5 * 60_000,
  missingTtlMs = 60_000,
  pauseAfterFailureMs = 5_000,
  now = () => performance.now(),
}: PageExistenceOptions): PageExistenceCache {
  // ttlResolution 0: read the clock on every get (lru-cache otherwise keeps a reading for 1 ms, by a timer).
  const known = new LRUCache<string, 'found' | 'missing'>({ max, ttl: foundTtlMs, ttlResolution: 0, perf: { now } });
  const pending = new Map<string, Promise<PageExistence>>();
  let pausedUntil = -Infinity;
  // Bumped by every revalidation: a lookup that was running then may have read the old state.
  let generation = 0;

  function ask(key: string, locale: Locale, path: string): Promise<PageExistence> {
    const asked = generation;
    const answer: Promise<PageExistence> = Promise.resolve()
      .then(() => lookup(locale, path))
      .then(
        (kind) => {
          const existence = isShownKind(kind) ? 'found' : 'missing';
          if (generation === asked)
            known.set(key, existence, { ttl: existence === 'found' ? foundTtlMs : missingTtlMs });
          return existence;
        },
        () => {
          pausedUntil = now() + pauseAfterFailureMs;
          return 'unknown' as const;
        },
      )
      .finally(() => {
        if (pending.get(key) === answer) pending.delete(key);
      });
    pending.set(key, answer);
    return answer;
  }

  return {
    check(locale, path) {
      const key = pageTag(locale, path);
      const remembered = known.get(key);
      if (remembered) return Promise.resolve(remembered);
      const running = pending.get(key);
      if (running) return running;
      if (now() < pausedUntil) return Promise.resolve('unknown');
      return ask(key, locale, path);
    },
    forget(tags) {
      generation += 1;
      for (const tag of tags) {
        const scope = affectsExistence(tag);
        if (scope === 'all') {
          known.clear();
          pending.clear();
          return;
        }
        if (scope === 'entry') {
          known.delete(tag);
          pending.delete(tag);
        }
      }
    },
    get size() {
      return known.size;
    },
  };
}

/** `GET page-kind/{path}` through the one API client: the answer, null for a 404 (or a path the API cannot take). */
export function apiPageKindLookup(timeoutMs: number): PageKindLookup {
  return async (locale, path) => {
    try {
      const client = createApiClient({ baseUrl: serverApiBaseUrl(), locale, timeoutMs, cache: 'no-store' });
      return await client.get(PageKindAnswerSchema, 'page-kind', { rawPath: path });
    } catch (error) {
      if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  };
}

const sharedKey = Symbol.for('lumen-store.page-existence');
type SharedGlobal = typeof globalThis & { [sharedKey]?: PageExistenceCache };

/**
 * The one existence cache of the server process. The request interceptor and the revalidation
 * route are bundled apart but run in the same process (Next.js loads a Node.js proxy in-process),
 * so it lives on `globalThis`, where both find it.
 */
export function sharedPageExistence(): PageExistenceCache {
  const shared = globalThis as SharedGlobal;
  shared[sharedKey] ??= createPageExistenceCache({ lookup: apiPageKindLookup(1_000) });
  return shared[sharedKey];
}
