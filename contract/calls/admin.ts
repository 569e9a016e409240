import { z } from 'zod';
import { currencyCodes, CurrencyCodeSchema } from '../locales';

/** Whole cents: 12.5 and 12.34 are, 12.345 and 1e-9 are not (the smallest price is 0.01). */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A price as the back office enters it: with tax, in one currency; the price without tax is derived from the product's tax rate. */
const PriceInputSchema = z.strictObject({
  currency: CurrencyCodeSchema,
  taxed_price: z.number().min(0.01).max(99_999_999).refine(hasCents, 'At most two decimal places.'),
});

/** `PATCH /admin/products/{id}`: any of prices, stock and visibility; unknown fields are rejected. */
export const AdminProductPatchSchema = z
  .strictObject({
    prices: z
      .array(PriceInputSchema)
      .min(1)
      .max(currencyCodes.length)
      .refine((prices) => new Set(prices.map((p) => p.currency)).size === prices.length, 'Each currency at most once.')
      .optional(),
    stock_state: z.number().int().min(0).max(1_000_000_000).optional(),
    is_active: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one of prices, stock_state, is_active.');
export type AdminProductPatch = z.infer<typeof AdminProductPatchSchema>;

/** The product's state after the change, and the storefront cache tags announced for it. */
export const AdminProductStateSchema = z.object({
  id: z.number().int().positive(),
  is_active: z.boolean(),
  stock_state: z.number(),
  prices: z.array(z.object({ currency: CurrencyCodeSchema, price: z.number(), taxed_price: z.number() })),
  revalidated_tags: z.array(z.string()),
});
