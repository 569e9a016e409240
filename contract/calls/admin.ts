import { z } from 'zod';
import { DateTimeSchema, IdSchema } from '../entities/common';
import { currencyCodes, CurrencyCodeSchema } from '../locales';
import { IdParamSchema } from './request-parts';

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

/** `PATCH /admin/orders/{id}/shipments/{shipmentId}`: the order and one of its shipments. */
export const AdminShipmentParamsSchema = z.object({
  id: IdParamSchema.describe('The order’s id.'),
  shipmentId: IdParamSchema.describe('The id of one of the order’s shipments.'),
});

/**
 * When the carrier delivered the parcel (with its offset), or `null` to take back a mistaken record.
 * Not in the future, not before the parcel was shipped (a 422 on `delivered_at`).
 */
export const AdminDeliveryBodySchema = z.strictObject({
  delivered_at: DateTimeSchema.nullable().describe(
    'When the parcel was delivered (ISO 8601 with an offset); null when it was not after all.',
  ),
});
export type AdminDeliveryBody = z.infer<typeof AdminDeliveryBodySchema>;

/** A shipment as the back office sees it, with the withdrawal deadline its delivery sets for the order. */
export const AdminShipmentSchema = z.object({
  id: IdSchema,
  order_id: IdSchema,
  carrier: z.string(),
  tracking_number: z.string(),
  created_at: DateTimeSchema.describe('When the parcel was handed to the carrier.'),
  delivered_at: DateTimeSchema.nullable(),
  withdrawal_until: DateTimeSchema.describe(
    'The end of the order’s 14 days to withdraw: from its newest recorded delivery, else from its newest shipment.',
  ),
});
export type AdminShipment = z.infer<typeof AdminShipmentSchema>;
