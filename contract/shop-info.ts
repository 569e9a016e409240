import { z } from 'zod';
import { IdSchema, NullableString } from './entities/common';
import { ThirdPartyProviderSchema } from './entities/customer';

export const CurrencySchema = z.object({
  id: IdSchema,
  name: z.string(),
  code: z.string().length(3),
  decimal_places: z.number().int().min(0),
  numeric_code: z.string(),
  symbol: z.string(),
  is_active: z.boolean(),
  is_default: z.boolean(),
});

export const CountrySchema = z.object({
  id: IdSchema,
  name: z.string(),
  dial_code: z.string(),
  numeric_code: z.string(),
  alpha2: z.string().length(2),
  original_name: z.string(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  language_id: NullableString,
});

export const HostnameSchema = z.object({ hostname: z.string(), currency_id: IdSchema, country_id: IdSchema });

/** Text per three-letter language code (`ces`, `slk`, `eng`, …). */
export const PerLanguageSchema = z.record(z.string().length(3), z.string());

/**
 * One entry of the shop's route table. The table is keyed by route name, or by
 * `name:parameter` where the route takes one (`customer-order:id`).
 */
export const RouteEntrySchema = z.object({
  slug: PerLanguageSchema,
  queries: z.record(z.string(), PerLanguageSchema),
});
export type RouteEntry = z.infer<typeof RouteEntrySchema>;

/**
 * The company behind the shop, as the data catalogue's "Company info" names it, plus the customer
 * service contacts the footer shows (`email`, `phone`: not in the catalogue; null when the shop
 * has none). `country` is the name as stored; `country_iso` (ISO 3166-1 alpha-2) lets a client name
 * it in the shopper's language.
 */
export const CompanyInfoSchema = z.object({
  name: z.string(),
  identifier: z.string().describe('Company registration number (IČO).'),
  vat_identifier: NullableString.describe('VAT registration number (DIČ); null when not a VAT payer.'),
  street_address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  country_iso: z.string().length(2),
  email: z.email().nullable(),
  phone: NullableString,
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

export const ShopInfoSchema = z.object({
  id: IdSchema,
  name: z.string(),
  theme: z.string(),
  guid: z.string(),
  hostnames: z.array(HostnameSchema),
  currencies: z.array(CurrencySchema),
  countries: z.array(CountrySchema),
  routes: z.record(z.string(), RouteEntrySchema),
  company: CompanyInfoSchema,
  sign_in_providers: z
    .array(ThirdPartyProviderSchema)
    .describe(
      'The third-party sign-in providers this shop offers; a storefront shows a button for each, and none when empty.',
    ),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;
