import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@contract/locale-codes';
import {
  productPropertyAttributeTranslations,
  productPropertyTranslations,
  productVariationAttributes,
  shippingOptions,
} from '../db/schema';
import { selectShippingMethods, type MethodScope } from '../checkout/checkout-methods.repository';
import type { Executor, Tx } from '../orders/orders.repository';

/** The SQL that returns and complaints share: the order's lock, the return methods, variation names. */

/** Locks the order's row: writes that count its units (returns, complaints) wait for each other. */
export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`select id from orders where id = ${orderId} for update`);
}

/** Active return methods (`is_for_refund`) with their text, price in the currency and countries. */
export function selectRefundShippingMethods(db: Executor, scope: MethodScope, onlyId?: number) {
  return selectShippingMethods(db, scope, onlyId, true);
}
export type RefundMethodRow = Awaited<ReturnType<typeof selectRefundShippingMethods>>[number];

/** An active pickup point of the method, or undefined. */
export async function findMethodOption(db: Executor, methodId: number, optionId: number) {
  const [row] = await db
    .select({ id: shippingOptions.id, name: shippingOptions.name })
    .from(shippingOptions)
    .where(
      and(
        eq(shippingOptions.id, optionId),
        eq(shippingOptions.shippingMethodId, methodId),
        eq(shippingOptions.isActive, true),
      ),
    );
  return row;
}

export async function optionName(db: Executor, optionId: number | null): Promise<string | null> {
  if (optionId === null) return null;
  const [row] = await db
    .select({ name: shippingOptions.name })
    .from(shippingOptions)
    .where(eq(shippingOptions.id, optionId));
  return row?.name ?? null;
}

/** Each variation's properties in the language, label to value (Size → M). */
export async function variationPropertyNames(
  db: Executor,
  variationIds: number[],
  locale: Locale,
): Promise<Map<number, Record<string, string>>> {
  const names = new Map<number, Record<string, string>>();
  if (variationIds.length === 0) return names;
  const rows = await db
    .select({
      variationId: productVariationAttributes.productVariationId,
      label: productPropertyTranslations.name,
      value: productPropertyAttributeTranslations.name,
    })
    .from(productVariationAttributes)
    .innerJoin(
      productPropertyTranslations,
      and(
        eq(productPropertyTranslations.productPropertyId, productVariationAttributes.productPropertyId),
        eq(productPropertyTranslations.locale, locale),
      ),
    )
    .innerJoin(
      productPropertyAttributeTranslations,
      and(
        eq(
          productPropertyAttributeTranslations.productPropertyAttributeId,
          productVariationAttributes.productPropertyAttributeId,
        ),
        eq(productPropertyAttributeTranslations.locale, locale),
      ),
    )
    .where(inArray(productVariationAttributes.productVariationId, [...new Set(variationIds)]))
    .orderBy(asc(productVariationAttributes.productPropertyId));
  for (const row of rows) names.set(row.variationId, { ...names.get(row.variationId), [row.label]: row.value });
  return names;
}
