import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { getProductFilters } from './product-filters';

vi.mock('server-only', () => ({}));

afterEach(() => vi.unstubAllGlobals());

const context: CatalogueContext = { locale: 'cs', currency: 'CZK', tax: 'with' };

/** The `state` each call sends to the shop API: the data cache keys the answer by the request URL. */
async function sentStates(searchParams: Record<string, string | string[]>[]): Promise<(string | null)[]> {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string | URL) => {
    urls.push(String(url));
    return new Response('{}', { status: 500 });
  });
  for (const params of searchParams) await getProductFilters(context, { categoryId: 6 }, params).catch(() => null);
  return urls.map((url) => new URL(url).searchParams.get('state'));
}

describe('the listing state sent for product filters', () => {
  it('is one spelling for every spelling of a listing, so they share a data-cache entry', async () => {
    const states = await sentStates([
      { znacka: 'nordvik,lumera', barva: 'modra', strana: '1' },
      { barva: 'MODRA', znacka: 'lumera,nordvik' },
    ]);
    expect(states).toEqual(['barva=modra&znacka=lumera,nordvik', 'barva=modra&znacka=lumera,nordvik']);
  });

  it('passes a query that is not a listing query as it came, for the API to answer', async () => {
    expect(await sentStates([{ cena: 'abc' }, { znacka: ['a', 'b'] }])).toEqual(['cena=abc', 'znacka=a&znacka=b']);
  });
});

describe('the price form sent without JavaScript', () => {
  it('sends the shopper to the listing URL with the range, keeping the other filters, without asking the API', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const read = await getProductFilters(context, { categoryId: 6 }, { znacka: 'nordvik', cena: ['1000', '2000'] });
    expect(read).toEqual({ kind: 'cleaned', query: '?znacka=nordvik&cena=1000-2000' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
