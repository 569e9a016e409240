import type { ShopInfo } from '@contract/shop-info';
import type { Database } from '../db/client';
import { companyInfo } from './company-info';
import { routeTable } from './route-table';
import { loadShopReferenceData } from './shop-info.repository';

/** The shop's identity; a deploying shop changes these with its own API. */
export const shopIdentity = {
  id: 1,
  name: 'Lumen Store',
  theme: 'default',
  guid: '7d9c3f0e-2a41-4f51-9b7e-5a1c2e8d4b60',
};

export async function getShopInfo(db: Database, signInProviders: ShopInfo['sign_in_providers']): Promise<ShopInfo> {
  const { currencyRows, countryRows, hostnameRows } = await loadShopReferenceData(db);
  return {
    ...shopIdentity,
    hostnames: hostnameRows.map((h) => ({ hostname: h.hostname, currency_id: h.currencyId, country_id: h.countryId })),
    currencies: currencyRows.map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      decimal_places: c.decimalPlaces,
      numeric_code: c.numericCode,
      symbol: c.symbol,
      is_active: c.isActive,
      is_default: c.isDefault,
    })),
    countries: countryRows.map((c) => ({
      id: c.id,
      name: c.name,
      dial_code: c.dialCode,
      numeric_code: c.numericCode,
      alpha2: c.alpha2,
      original_name: c.originalName,
      is_active: c.isActive,
      is_default: c.isDefault,
      language_id: c.languageId,
    })),
    routes: routeTable,
    company: companyInfo,
    sign_in_providers: signInProviders,
  };
}
