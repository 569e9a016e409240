import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { measureFirstLoadJs } from '../bench/lib/first-load-js.mjs';
import { apiUrl } from './support/shop-api';

/**
 * The size budget of the first-load JavaScript (docs/benchmarks.md, "Size budget"): the scripts the
 * served HTML of each page kind loads or preloads, gzipped, against the figures in
 * `first-load-js-budget.json`. A change that adds more than the tolerance fails here until it
 * updates that file, so every growth is a visible decision in a diff.
 */

type PageKind = 'home' | 'category' | 'product' | 'info' | 'notFound' | 'cart';

interface Budget {
  toleranceKb: number;
  pages: Record<PageKind, number>;
}

const budget = JSON.parse(readFileSync(new URL('./first-load-js-budget.json', import.meta.url), 'utf8')) as Budget;
// A browser's user agent: bots get their own cached variant of catalogue pages (docs/caching.md).
const browserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function productPath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const answer = await request.get(`${apiUrl}/products/12?embed=urls`, { headers: { 'Language-Preference': 'en' } });
  const product = (await answer.json()) as { _embedded: { urls: { en: string } } };
  return `/en/${product._embedded.urls.en.replace(/^\/+(en\/)?/, '')}`;
}

test('every page kind loads no more JavaScript than its budget', async ({ request, baseURL }) => {
  const paths: Record<PageKind, string> = {
    home: '/en',
    category: '/en/clothing',
    product: await productPath(request),
    info: '/en/terms-and-conditions',
    notFound: '/en/no-such-page-anywhere',
    cart: '/en/my-cart',
  };
  const measured: Partial<Record<PageKind, number>> = {};
  for (const [kind, path] of Object.entries(paths) as [PageKind, string][]) {
    const status = kind === 'notFound' ? 404 : 200;
    measured[kind] = kb((await measureFirstLoadJs(new URL(path, baseURL).href, browserAgent, { status })).gzipBytes);
  }
  console.log(`first-load JS (kB gzip): ${JSON.stringify(measured)}, budget: ${JSON.stringify(budget.pages)}`);
  for (const kind of Object.keys(paths) as PageKind[]) {
    expect(budget.pages[kind], `e2e/first-load-js-budget.json has no figure for ${kind}`).toBeGreaterThan(0);
    expect(
      measured[kind],
      `${kind} loads ${measured[kind]} kB gzip of JavaScript, its budget is ${budget.pages[kind]} kB (+${budget.toleranceKb}): ` +
        'update e2e/first-load-js-budget.json and say why in the commit',
    ).toBeLessThanOrEqual(budget.pages[kind] + budget.toleranceKb);
  }
});
