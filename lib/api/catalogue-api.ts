import 'server-only';
import type { z } from 'zod';
import { catalogueTag, tagsForRequest } from '@contract/cache/cache-tags';
import type { CurrencyCode, Locale, TaxMode } from '@contract/locales';
import { createApiClient, type ApiClient, type RequestOptions } from './api-client';

/**
 * What a catalogue read depends on. Catalogue pages are rendered from this alone (never from
 * cookies), so a page can be cached once per language and price preference.
 */
export interface CatalogueContext {
  locale: Locale;
  currency?: CurrencyCode;
  tax?: TaxMode;
}

export { catalogueTag };
/** Catalogue reads are cached until the shop API revalidates them; this is the safety net (seconds). */
export const catalogueRevalidateSeconds = 3600;

export function shopApiBaseUrl(): string {
  return process.env.API_URL ?? process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:4000';
}

/**
 * A shop API client for public catalogue reads: no cookies, no session, cached in the data cache
 * with tags derived from what each call reads (`page:cs:<path>`, `product:12`, `products`…, see
 * lib/cache/cache-tags.ts), plus any `extraTags`. The shop API revalidates them when data changes.
 */
export function catalogueApi(context: CatalogueContext, extraTags: string[] = []): ApiClient {
  const client = createApiClient({
    baseUrl: shopApiBaseUrl(),
    locale: context.locale,
    currency: context.currency,
    tax: context.tax,
    next: { revalidate: catalogueRevalidateSeconds, tags: [catalogueTag, ...extraTags] },
  });
  const tagged = <O extends RequestOptions>(endpoint: string, options: O = {} as O): O => {
    const tags = new Set([...tagsForRequest(context.locale, { endpoint, ...options }), ...extraTags, ...(options.next?.tags ?? [])]);
    return { ...options, next: { revalidate: options.next?.revalidate ?? catalogueRevalidateSeconds, tags: [...tags] } };
  };
  return {
    ...client,
    get: ((schema: z.ZodType<unknown> | null, endpoint: string, options?: RequestOptions) =>
      client.get(schema as z.ZodType<unknown>, endpoint, tagged(endpoint, options))) as ApiClient['get'],
    list: (schema, endpoint, options) => client.list(schema, endpoint, tagged(endpoint, options)),
  };
}
