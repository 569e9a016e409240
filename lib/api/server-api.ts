import 'server-only';
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { CurrencyCodeSchema, defaultLocale, LocaleSchema } from '@contract/locales';
import { createApiClient, type ApiClient } from './api-client';
import { accessTokenCookie, currencyCookie, trackingIdCookie } from './cookie-names';

/**
 * The shop API client for server components and route handlers, speaking for the current shopper.
 * It reads cookies but never sets them (server components cannot); the request interceptor sets
 * the tracking id cookie.
 */
export async function getServerApi(): Promise<ApiClient> {
  const [cookieStore, locale] = await Promise.all([cookies(), getLocale()]);
  // Without a valid currency cookie the API applies its default for the language.
  const currency = CurrencyCodeSchema.safeParse(cookieStore.get(currencyCookie)?.value);
  return createApiClient({
    baseUrl: process.env.API_URL ?? process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:4000',
    locale: LocaleSchema.catch(defaultLocale).parse(locale),
    currency: currency.success ? currency.data : undefined,
    trackingId: cookieStore.get(trackingIdCookie)?.value || undefined,
    token: cookieStore.get(accessTokenCookie)?.value || undefined,
  });
}
