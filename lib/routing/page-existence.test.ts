import { describe, expect, it, vi } from 'vitest';
import { pageTag } from '@contract/cache/cache-tags';
import type { Locale } from '@contract/locales';
import type { PageKindAnswer } from '@contract/page';
import { createPageExistenceCache, type PageKindLookup } from './page-existence';

/** The shop as a lookup sees it: paths per language, anything else a 404; counts its calls. */
function fakeApi(pages: Record<string, PageKindAnswer>) {
  const calls: string[] = [];
  let failing = false;
  const lookup: PageKindLookup = async (locale: Locale, path: string) => {
    calls.push(`${locale}/${path}`);
    if (failing) throw new Error('The shop API could not be reached.');
    return pages[`${locale}/${path}`] ?? null;
  };
  return {
    calls,
    lookup,
    pages,
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

function setUp(pages: Record<string, PageKindAnswer> = { 'cs/obleceni': { kind: 'category' } }) {
  const api = fakeApi(pages);
  // Not 0: lru-cache reads an entry stored at time 0 as one without a TTL.
  const clock = { t: 1_000 };
  const cache = createPageExistenceCache({
    lookup: api.lookup,
    foundTtlMs: 300_000,
    missingTtlMs: 60_000,
    pauseAfterFailureMs: 5_000,
    now: () => clock.t,
  });
  return { api, clock, cache };
}

describe('the page existence cache', () => {
  it('asks the API once per language and path, then answers from memory', async () => {
    const { api, cache } = setUp();
    expect(await cache.check('cs', 'obleceni')).toBe('found');
    expect(await cache.check('cs', 'obleceni')).toBe('found');
    expect(await cache.check('cs', 'neexistuje')).toBe('missing');
    expect(await cache.check('cs', 'neexistuje')).toBe('missing');
    // The same path in another language is another page.
    expect(await cache.check('en', 'obleceni')).toBe('missing');
    expect(api.calls).toEqual(['cs/obleceni', 'cs/neexistuje', 'en/obleceni']);
  });

  it('shares one lookup among the requests that ask while it runs', async () => {
    const { api, cache } = setUp();
    const answers = await Promise.all([1, 2, 3, 4].map(() => cache.check('cs', 'obleceni')));
    expect(answers).toEqual(['found', 'found', 'found', 'found']);
    expect(api.calls).toHaveLength(1);
  });

  it('counts a redirect as found, and a redirect the storefront would not follow as missing', async () => {
    const { cache } = setUp({
      'cs/stare-tricko': { kind: 'redirect', destination: '/cs/nove-tricko', statusCode: 301 },
      'cs/zly-odkaz': { kind: 'redirect', destination: 'javascript:alert(1)', statusCode: 302 },
    });
    expect(await cache.check('cs', 'stare-tricko')).toBe('found');
    expect(await cache.check('cs', 'zly-odkaz')).toBe('missing');
  });

  it('believes a found page for its TTL and a missing one for a shorter time', async () => {
    const { api, clock, cache } = setUp();
    await cache.check('cs', 'obleceni');
    await cache.check('cs', 'nova-kategorie');
    api.pages['cs/nova-kategorie'] = { kind: 'category' };
    clock.t = 60_000;
    expect(await cache.check('cs', 'nova-kategorie')).toBe('missing');
    clock.t = 62_000;
    expect(await cache.check('cs', 'nova-kategorie')).toBe('found');
    expect(await cache.check('cs', 'obleceni')).toBe('found');
    expect(api.calls).toEqual(['cs/obleceni', 'cs/nova-kategorie', 'cs/nova-kategorie']);
    clock.t = 302_000;
    await cache.check('cs', 'obleceni');
    expect(api.calls).toHaveLength(4);
  });

  it('forgets exactly the paths a revalidation names by their page tags', async () => {
    const { api, cache } = setUp();
    await cache.check('cs', 'obleceni');
    await cache.check('cs', 'nove-tricko');
    api.pages['cs/nove-tricko'] = { kind: 'product' };
    // What the shop API sends after a product change: its record, the list, its pages.
    cache.forget(['product:7', 'products', pageTag('cs', 'nove-tricko'), pageTag('en', 'new-shirt')]);
    expect(await cache.check('cs', 'nove-tricko')).toBe('found');
    expect(await cache.check('cs', 'obleceni')).toBe('found');
    expect(api.calls).toEqual(['cs/obleceni', 'cs/nove-tricko', 'cs/nove-tricko']);
  });

  it('forgets a path too long for a plain tag by its hashed tag', async () => {
    const { api, cache } = setUp();
    const long = 'a'.repeat(300);
    await cache.check('en', long);
    cache.forget([pageTag('en', long)]);
    await cache.check('en', long);
    expect(api.calls).toEqual([`en/${long}`, `en/${long}`]);
  });

  it('forgets everything when the whole catalogue or a list without page tags changes', async () => {
    for (const tag of ['catalogue', 'categories', 'brands', 'articles', 'static-pages', 'category:3']) {
      const { api, cache } = setUp();
      await cache.check('cs', 'obleceni');
      cache.forget([tag]);
      expect(cache.size, tag).toBe(0);
      await cache.check('cs', 'obleceni');
      expect(api.calls, tag).toHaveLength(2);
    }
    const { cache } = setUp();
    await cache.check('cs', 'obleceni');
    cache.forget(['shop-info', 'products', 'product:1']);
    expect(cache.size).toBe(1);
  });

  it('does not remember an answer read before a revalidation that came while it ran', async () => {
    const { api, cache } = setUp();
    const running = cache.check('cs', 'nove-tricko');
    cache.forget([pageTag('cs', 'nove-tricko')]);
    expect(await running).toBe('missing');
    api.pages['cs/nove-tricko'] = { kind: 'product' };
    expect(await cache.check('cs', 'nove-tricko')).toBe('found');
  });

  it('answers unknown when the API cannot say, remembers nothing, and pauses lookups for a moment', async () => {
    const { api, clock, cache } = setUp();
    api.fail(true);
    expect(await cache.check('cs', 'obleceni')).toBe('unknown');
    expect(await cache.check('cs', 'jina-stranka')).toBe('unknown');
    expect(api.calls).toHaveLength(1);
    api.fail(false);
    clock.t = 6_001;
    expect(await cache.check('cs', 'obleceni')).toBe('found');
    expect(api.calls).toHaveLength(2);
  });

  it('keeps at most its maximum of entries, dropping the least recently used', async () => {
    const lookup = vi.fn<PageKindLookup>(async () => null);
    const cache = createPageExistenceCache({ lookup, max: 2 });
    await cache.check('cs', 'a');
    await cache.check('cs', 'b');
    await cache.check('cs', 'a');
    await cache.check('cs', 'c');
    expect(cache.size).toBe(2);
    await cache.check('cs', 'a');
    await cache.check('cs', 'b');
    expect(lookup).toHaveBeenCalledTimes(4);
  });
});
