import 'server-only';
import type { Locale } from '@contract/locales';
import type { FormCountry } from '@/lib/checkout/delivery-form';
import { getShopInfo } from './shop-info';

/**
 * The countries an address form offers (the delivery phase, the address book): the shop's active
 * ones, named in the page's language (the shop stores one name per country).
 */
export async function shopCountries(locale: Locale): Promise<(FormCountry & { is_default: boolean })[]> {
  const { countries } = await getShopInfo(locale);
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  return countries
    .filter((country) => country.is_active)
    .map(({ id, name, dial_code, alpha2, is_default }) => ({
      id,
      name: regionNames.of(alpha2) ?? name,
      dial_code,
      alpha2,
      is_default,
    }));
}
