import 'server-only';
import type { z } from 'zod';
import type { ListEnvelope } from '@contract/envelope';
import type { CurrencyCode, Locale, TaxMode } from '@contract/locales';
import { createApiClient, type RequestOptions } from './api-client';
import { serverApiBaseUrl } from './api-url';

/**
 * What a catalogue read depends on. Catalogue pages are rendered from this alone (never from
 * cookies), so a page can be cached once per language and price preference.
 */
export interface CatalogueContext {
  locale: Locale;
  currency?: CurrencyCode;
  tax?: TaxMode;
}

/**
 * How one read is kept in Next.js's data cache. There is no default: every read in `lib/data/`
 * states its own (see `cached` in lib/data/cache-policy.ts), so what is cached, under which tags
 * and for how long is written where the read is.
 */
export type CachePolicy =
  { next: { revalidate: number; tags: string[] }; cache?: never } | { cache: 'no-store'; next?: never };

export type CatalogueReadOptions = Omit<RequestOptions, 'next' | 'cache'> & CachePolicy;

/** The reads of the public catalogue: `get` and `list` of the one API client, each with its cache policy. */
export interface CatalogueApi {
  get<T>(schema: z.ZodType<T>, endpoint: string, options: CatalogueReadOptions): Promise<T>;
  list<T>(itemSchema: z.ZodType<T>, endpoint: string, options: CatalogueReadOptions): Promise<ListEnvelope<T>>;
}

/**
 * The shop API client for public catalogue reads on the server: no cookies, no session, only the
 * context's language and price preferences, so every answer can be shared by all shoppers of a
 * render variant. `timeoutMs` lets a long read (a sitemap file) wait longer than the default.
 */
export function catalogueApi(context: CatalogueContext, { timeoutMs }: { timeoutMs?: number } = {}): CatalogueApi {
  const client = createApiClient({
    baseUrl: serverApiBaseUrl(),
    locale: context.locale,
    currency: context.currency,
    tax: context.tax,
    timeoutMs,
  });
  return {
    get: (schema, endpoint, options) => client.get(schema, endpoint, options),
    list: (itemSchema, endpoint, options) => client.list(itemSchema, endpoint, options),
  };
}
