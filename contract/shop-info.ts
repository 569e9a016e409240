import { z } from 'zod';
import { IdSchema, NullableString } from './entities/common';

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

export const ShopInfoSchema = z.object({
  id: IdSchema,
  name: z.string(),
  theme: z.string(),
  guid: z.string(),
  hostnames: z.array(HostnameSchema),
  currencies: z.array(CurrencySchema),
  countries: z.array(CountrySchema),
  routes: z.record(z.string(), RouteEntrySchema),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;
