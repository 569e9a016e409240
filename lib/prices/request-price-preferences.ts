import 'server-only';
import { cookies } from 'next/headers';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { currencyCookie, taxCookie } from '@/lib/api/cookie-names';
import type { Locale } from '@contract/locales';
import { resolvePricePreferences } from './price-preferences';

/** The catalogue context of a dynamically rendered request: the language plus the shopper's price cookies. */
export async function catalogueContextFromCookies(locale: Locale): Promise<Required<CatalogueContext>> {
  const store = await cookies();
  return {
    locale,
    ...resolvePricePreferences(locale, {
      currency: store.get(currencyCookie)?.value,
      tax: store.get(taxCookie)?.value,
    }),
  };
}
