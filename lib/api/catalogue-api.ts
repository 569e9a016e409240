import 'server-only';
import type { CurrencyCode, Locale, TaxMode } from '@/lib/contract/locales';
import { createApiClient, type ApiClient } from './api-client';

/**
 * What a catalogue read depends on. Catalogue pages are rendered from this alone (never from
 * cookies), so a page can be cached once per language and price preference.
 */
export interface CatalogueContext {
  locale: Locale;
  currency?: CurrencyCode;
  tax?: TaxMode;
}

/** Data-cache tag every catalogue read carries; the shop API's revalidation call names it. */
export const catalogueTag = 'catalogue';
/** Catalogue reads are cached until the shop API revalidates them; this is the safety net (seconds). */
export const catalogueRevalidateSeconds = 3600;

export function shopApiBaseUrl(): string {
  return process.env.API_URL ?? process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:4000';
}

/** A shop API client for public catalogue reads: no cookies, no session, cached with tags. */
export function catalogueApi(context: CatalogueContext, tags: string[] = []): ApiClient {
  return createApiClient({
    baseUrl: shopApiBaseUrl(),
    locale: context.locale,
    currency: context.currency,
    tax: context.tax,
    next: { revalidate: catalogueRevalidateSeconds, tags: [catalogueTag, ...tags] },
  });
}
