import { z } from 'zod';
import { maxBatchItems } from '@contract/calls/cart';
import { IdSchema } from '@contract/entities/common';
import type { ApiClient } from '@/lib/api/api-client';

/** One row of the quick order form as typed. */
export interface QuickOrderRow {
  code: string;
  amount: string;
}

/** A row the form sends: its index in the form, what it names and how many. */
export interface QuickOrderLine {
  row: number;
  code: string;
  amount: number;
}

/**
 * The filled rows (a blank code is an empty row, left out), at most a batch's worth. A product
 * code is the product's number or its SKU; the amount is sent as typed (the API says when it is
 * not a whole number from 1 to 999), an empty amount meaning 1.
 */
export function quickOrderLines(rows: readonly QuickOrderRow[]): QuickOrderLine[] {
  return rows
    .map((row, index) => ({ row: index, code: row.code.trim(), amount: row.amount.trim() }))
    .filter((row) => row.code !== '')
    .slice(0, maxBatchItems)
    .map((row) => ({ ...row, amount: row.amount === '' ? 1 : Number(row.amount) }));
}

const productNumber = /^[1-9]\d{0,9}$/;

const SkuMatchSchema = z.object({ id: IdSchema, sku: z.string().nullable() });

/**
 * The product id of each code: a product number is taken as it is (the API says if no product has
 * it); SKUs are looked up in one `GET /products?filters=[["sku","in",[…]]]` (as typed and in capitals).
 * A SKU no product has is missing from the answer.
 */
export async function resolveProductCodes(api: ApiClient, codes: readonly string[]): Promise<Map<string, number>> {
  const resolved = new Map<string, number>();
  const skus = [...new Set(codes.filter((code) => !productNumber.test(code)))];
  for (const code of codes) if (productNumber.test(code)) resolved.set(code, Number(code));
  if (skus.length === 0) return resolved;
  const found = await api.list(SkuMatchSchema, 'products', {
    query: {
      filters: [['sku', 'in', [...new Set(skus.flatMap((sku) => [sku, sku.toUpperCase()]))]]],
      per_page: maxBatchItems,
      only: ['id', 'sku'],
    },
  });
  const bySku = new Map(found.items.flatMap((p) => (p.sku ? [[p.sku.toLowerCase(), p.id] as const] : [])));
  for (const sku of skus) {
    const id = bySku.get(sku.toLowerCase());
    if (id !== undefined) resolved.set(sku, id);
  }
  return resolved;
}

/** The batch body's item for a resolved line (the amount as typed, so the API judges it). */
export function batchItem(line: QuickOrderLine, productId: number): Record<string, unknown> {
  return { product_id: productId, amount: Number.isFinite(line.amount) ? line.amount : 0 };
}
