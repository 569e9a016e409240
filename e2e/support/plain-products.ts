import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './shop-api';

export interface PlainProduct {
  id: number;
  name: string;
  urls: Record<'cs' | 'sk' | 'en', string>;
  /** Path of its default category in the language asked for. */
  categoryPath: string;
}

/**
 * Products whose page shows exactly their `taxed_price` / `price` (no variations, no discount),
 * read from the shop API so the tests do not hard-code demo data.
 */
export async function plainProducts(request: APIRequestContext, language: 'cs' | 'sk' | 'en'): Promise<PlainProduct[]> {
  const response = await request.get(
    `${apiUrl}/products?per_page=100&embed=urls,discounted_taxed_price,default_category`,
    {
      headers: { 'Language-Preference': language },
    },
  );
  if (!response.ok()) throw new Error(`GET products answered ${response.status()}`);
  const body = (await response.json()) as {
    items: {
      id: number;
      name: string;
      has_variations: boolean;
      _embedded: {
        urls: PlainProduct['urls'];
        discounted_taxed_price?: unknown;
        default_category?: { slug: string } | null;
      };
    }[];
  };
  return body.items
    .filter((p) => !p.has_variations && p._embedded.discounted_taxed_price == null && p._embedded.default_category)
    .map((p) => ({ id: p.id, name: p.name, urls: p._embedded.urls, categoryPath: p._embedded.default_category!.slug }));
}
