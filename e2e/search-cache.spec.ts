import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { cachedQueryOf } from '@/lib/cache/cached-route';
import { e2eDistDir } from './slot';

/**
 * Search text stays out of the shared cache (docs/caching.md): however many distinct searches come
 * in, none of them writes an entry to Next.js's full route cache (`<distDir>/server/app`) or data
 * cache (`<distDir>/cache/fetch-cache`). A listing keyed by a made-up filter name is still cached
 * (a known, separate case), and serves as the control that the scan sees what is written.
 */

const cacheFolders = [join(e2eDistDir, 'server', 'app'), join(e2eDistDir, 'cache', 'fetch-cache')].map((folder) =>
  resolve(folder),
);

/** Every file under the cache folders written since `since` (ms). */
function filesWrittenSince(since: number): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (statSync(path).mtimeMs >= since) found.push(path);
    }
  };
  for (const folder of cacheFolders) walk(folder);
  return found;
}

/** The files of a request's cache entries: named by its cached segment, or holding the text (the data cache's request URL). */
function entriesOf(files: string[], text: string, canonicalQuery: string): string[] {
  const segment = `~${Buffer.from(canonicalQuery).toString('base64url')}`;
  return files.filter((file) => file.includes(segment) || readFileSync(file).includes(text));
}

test('distinct searches write nothing to the route or data cache', async ({ request }) => {
  const since = Date.now() - 1000;
  const marker = `cachecheck${Date.now().toString(36)}`;
  const texts = Array.from({ length: 12 }, (_, i) => `${marker}n${i}`);
  for (const text of texts) {
    const answer = await request.get(`/en/search?query=${text}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-nextjs-cache']).toBeUndefined();
    expect(await answer.text()).toContain(text);
  }
  // A listing searched within a category: the same rule.
  const withinCategory = `${marker}cat`;
  expect((await request.get(`/en/clothing?query=${withinCategory}`)).status()).toBe(200);

  // The control, asked last: a made-up filter name is a cached listing, so its entry shows up.
  const control = `${marker}ctl`;
  expect((await request.get(`/en/clothing?${control}=1`)).status()).toBe(200);
  await expect
    .poll(() => entriesOf(filesWrittenSince(since), control, cachedQueryOf(new URLSearchParams(`${control}=1`), 'en')!))
    .not.toEqual([]);

  const written = filesWrittenSince(since);
  for (const text of [...texts, withinCategory]) expect(entriesOf(written, text, `query=${text}`), text).toEqual([]);
});
