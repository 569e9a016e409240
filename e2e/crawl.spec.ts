import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eWebUrl } from './slot';
import { crawl, sitemapLocations, type FetchResult } from './support/crawler';

/**
 * A crawler's view of the shop: from each language's home page, following links as a search
 * engine would (plain HTTP, no JavaScript; filter combinations marked rel=nofollow are not
 * followed, pagination is), it must reach every URL the sitemaps list, and every link, canonical
 * and hreflang alternate it meets must answer 200 (after redirects).
 */

const locales = ['cs', 'sk', 'en'] as const;

async function fetchPage(request: APIRequestContext, url: string): Promise<FetchResult> {
  const response = await request.get(url, { maxRedirects: 10, failOnStatusCode: false, timeout: 60_000 });
  const html = (response.headers()['content-type'] ?? '').includes('text/html') ? await response.text() : null;
  return { status: response.status(), url: response.url(), html };
}

/** Every page URL the sitemap index's files list. */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const locations = sitemapLocations(await index.text());
  const files = locations.filter((loc) => new URL(loc).pathname.startsWith('/sitemaps/'));
  const pages = locations.filter((loc) => !files.includes(loc));
  for (const file of files) {
    const answer = await request.get(new URL(new URL(file).pathname, e2eWebUrl).href);
    expect(answer.status(), file).toBe(200);
    pages.push(...sitemapLocations(await answer.text()));
  }
  return pages;
}

/** Path and query: the sitemap names pages by the configured site URL, the crawl by the server it asks. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${decodeURI(parsed.pathname)}${parsed.search}`;
};

test('a crawler reaches every sitemap URL from the home pages, and every link it meets answers 200', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const listed = await sitemapUrls(request);
  expect(listed.length).toBeGreaterThan(300);

  const started = Date.now();
  const result = await crawl({
    start: locales.map((locale) => `${e2eWebUrl}/${locale}`),
    origin: new URL(e2eWebUrl).origin,
    fetchPage: (url) => fetchPage(request, url),
    concurrency: 4,
    maxUrls: 3000,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `crawl: ${result.visited.size} URLs fetched, ${result.reached.size} pages reached, ${result.skippedNofollow} nofollow links skipped, ${seconds} s`,
  );

  const source = (from: string) => (from.startsWith('http') ? pathOf(from) : from);
  const broken = result.broken.map(({ url, status, from }) => `${status} ${pathOf(url)}  (from ${source(from)})`);
  const reached = new Set([...result.reached].map(pathOf));
  const unreached = listed.map(pathOf).filter((path) => !reached.has(path));
  expect(broken, `links that do not answer 200:\n${broken.join('\n')}`).toEqual([]);
  expect(unreached, `sitemap URLs no link leads to:\n${unreached.join('\n')}`).toEqual([]);
});
