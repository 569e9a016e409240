import { eq, inArray } from 'drizzle-orm';
import type { CurrencyCode } from '@contract';
import type { Database } from '../db/client';
import { currencies, productPrices, products, taxGroups } from '../db/schema';
import type { AdminProductPatch } from '@contract/calls/admin';

export interface AdminProductState {
  id: number;
  isActive: boolean;
  stockState: number;
  prices: { currency: string; price: number; taxedPrice: number }[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Applies a back-office change in one transaction: the product row (stock, visibility, updated_at)
 * and its prices together or not at all. Null when the product does not exist.
 */
export async function updateProduct(
  db: Database,
  id: number,
  patch: AdminProductPatch,
): Promise<AdminProductState | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, rate: taxGroups.rate })
      .from(products)
      .leftJoin(taxGroups, eq(taxGroups.id, products.taxGroupId))
      .where(eq(products.id, id))
      .for('update', { of: products });
    if (!product) return null;

    await tx
      .update(products)
      .set({
        ...(patch.stock_state === undefined ? {} : { stockState: patch.stock_state }),
        ...(patch.is_active === undefined ? {} : { isActive: patch.is_active }),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));

    if (patch.prices) {
      const codes = patch.prices.map((p) => p.currency);
      const currencyRows = await tx
        .select({ id: currencies.id, code: currencies.code })
        .from(currencies)
        .where(inArray(currencies.code, codes));
      const currencyId = new Map(currencyRows.map((row) => [row.code as CurrencyCode, row.id]));
      const rate = product.rate ?? 0;
      for (const input of patch.prices) {
        const row = {
          productId: id,
          currencyId: currencyId.get(input.currency)!,
          taxedPrice: input.taxed_price,
          price: round2(input.taxed_price / (1 + rate / 100)),
        };
        await tx
          .insert(productPrices)
          .values(row)
          .onConflictDoUpdate({
            target: [productPrices.productId, productPrices.currencyId],
            set: { price: row.price, taxedPrice: row.taxedPrice },
          });
      }
    }
    return readState(tx as unknown as Database, id);
  });
}

async function readState(db: Database, id: number): Promise<AdminProductState> {
  const [product] = await db
    .select({ id: products.id, isActive: products.isActive, stockState: products.stockState })
    .from(products)
    .where(eq(products.id, id));
  const prices = await db
    .select({ currency: currencies.code, price: productPrices.price, taxedPrice: productPrices.taxedPrice })
    .from(productPrices)
    .innerJoin(currencies, eq(currencies.id, productPrices.currencyId))
    .where(eq(productPrices.productId, id))
    .orderBy(currencies.code);
  return { ...product!, prices };
}
