import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@contract/locale-codes';
import {
  productPropertyAttributeTranslations,
  productPropertyTranslations,
  productVariationAttributes,
  shippingMethodCountries,
  shippingMethodPrices,
  shippingMethods,
  shippingMethodTranslations,
  shippingOptions,
  taxGroups,
} from '../db/schema';
import type { Executor, Tx } from '../orders/orders.repository';

/** The SQL that returns and complaints share: the order's lock, the return methods, variation names. */

/** Locks the order's row: writes that count its units (returns, complaints) wait for each other. */
export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`select id from orders where id = ${orderId} for update`);
}

/** Active return methods (`is_for_refund`) with their text, price in the currency and countries. */
export async function selectRefundShippingMethods(
  db: Executor,
  scope: { locale: Locale; currencyId: number },
  onlyId?: number,
) {
  return db
    .select({
      method: shippingMethods,
      name: shippingMethodTranslations.name,
      description: shippingMethodTranslations.description,
      price: shippingMethodPrices.price,
      taxedPrice: shippingMethodPrices.taxedPrice,
      taxRate: taxGroups.rate,
      countryIds: sql<
        number[]
      >`coalesce((select array_agg(${shippingMethodCountries.countryId}) from ${shippingMethodCountries}
        where ${shippingMethodCountries.shippingMethodId} = ${shippingMethods.id}), '{}')`,
    })
    .from(shippingMethods)
    .innerJoin(
      shippingMethodTranslations,
      and(
        eq(shippingMethodTranslations.shippingMethodId, shippingMethods.id),
        eq(shippingMethodTranslations.locale, scope.locale),
      ),
    )
    .leftJoin(
      shippingMethodPrices,
      and(
        eq(shippingMethodPrices.shippingMethodId, shippingMethods.id),
        eq(shippingMethodPrices.currencyId, scope.currencyId),
      ),
    )
    .innerJoin(taxGroups, eq(taxGroups.id, shippingMethods.taxGroupId))
    .where(
      and(
        eq(shippingMethods.isActive, true),
        eq(shippingMethods.isForRefund, true),
        onlyId === undefined ? undefined : eq(shippingMethods.id, onlyId),
      ),
    )
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
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
