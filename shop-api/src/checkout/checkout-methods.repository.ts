import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Locale } from '@contract';
import {
  countries,
  freeShippingThresholds,
  paymentMethodPrices,
  paymentMethods,
  paymentMethodTranslations,
  shippingMethodCountries,
  shippingMethodPrices,
  shippingMethods,
  shippingMethodTranslations,
  shippingOptions,
  shippingPaymentIncompatibilities,
  taxGroups,
} from '../db/schema';
import type { Executor } from '../cart/cart-db';

/** The only SQL over shipping and payment methods, pickup points, incompatible pairs and thresholds. */

export interface MethodScope {
  locale: Locale;
  currencyId: number;
}

/**
 * Active shipping methods with their text in the language, their price in the currency (null without
 * one) and their countries; only the one with `onlyId` when given (null: none). The checkout's by
 * default; `forRefund` gives the ways goods come back instead (`is_for_refund`: returns).
 */
export async function selectShippingMethods(
  db: Executor,
  scope: MethodScope,
  onlyId?: number | null,
  forRefund = false,
) {
  if (onlyId === null) return [];
  return db
    .select({
      method: shippingMethods,
      name: shippingMethodTranslations.name,
      description: shippingMethodTranslations.description,
      deliveryTime: shippingMethodTranslations.deliveryTime,
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
        eq(shippingMethods.isForRefund, forRefund),
        onlyId === undefined ? undefined : eq(shippingMethods.id, onlyId),
      ),
    )
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
}
export type ShippingMethodRow = Awaited<ReturnType<typeof selectShippingMethods>>[number];

/** Active payment methods with their text and price; only the one with `onlyId` when given (null: none). */
export async function selectPaymentMethods(db: Executor, scope: MethodScope, onlyId?: number | null) {
  if (onlyId === null) return [];
  return db
    .select({
      method: paymentMethods,
      name: paymentMethodTranslations.name,
      description: paymentMethodTranslations.description,
      paymentNote: paymentMethodTranslations.paymentNote,
      price: paymentMethodPrices.price,
      taxedPrice: paymentMethodPrices.taxedPrice,
      taxRate: taxGroups.rate,
    })
    .from(paymentMethods)
    .innerJoin(
      paymentMethodTranslations,
      and(
        eq(paymentMethodTranslations.paymentMethodId, paymentMethods.id),
        eq(paymentMethodTranslations.locale, scope.locale),
      ),
    )
    .leftJoin(
      paymentMethodPrices,
      and(
        eq(paymentMethodPrices.paymentMethodId, paymentMethods.id),
        eq(paymentMethodPrices.currencyId, scope.currencyId),
      ),
    )
    .innerJoin(taxGroups, eq(taxGroups.id, paymentMethods.taxGroupId))
    .where(and(eq(paymentMethods.isActive, true), onlyId === undefined ? undefined : eq(paymentMethods.id, onlyId)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}
export type PaymentMethodRow = Awaited<ReturnType<typeof selectPaymentMethods>>[number];

/** Payment method ids the shipping method does not allow. */
export async function selectIncompatiblePayments(db: Executor, shippingMethodId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: shippingPaymentIncompatibilities.paymentMethodId })
    .from(shippingPaymentIncompatibilities)
    .where(eq(shippingPaymentIncompatibilities.shippingMethodId, shippingMethodId));
  return new Set(rows.map((r) => r.id));
}

export async function selectFreeShippingFrom(db: Executor, currencyId: number): Promise<number | null> {
  const [row] = await db
    .select({ amount: freeShippingThresholds.taxedAmount })
    .from(freeShippingThresholds)
    .where(eq(freeShippingThresholds.currencyId, currencyId));
  return row?.amount ?? null;
}

export type ShippingOptionRow = typeof shippingOptions.$inferSelect;

export async function findShippingOption(db: Executor, id: number): Promise<ShippingOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingOptions)
    .where(and(eq(shippingOptions.id, id), eq(shippingOptions.isActive, true)));
  return row;
}

export async function findShippingMethod(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.id, id), eq(shippingMethods.isActive, true)));
  return row;
}

/** A page of a method's active pickup points whose search text holds every word of `words` (already lower-case, unaccented). */
export async function searchShippingOptions(
  db: Executor,
  shippingMethodId: number,
  words: string[],
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(shippingOptions.shippingMethodId, shippingMethodId),
    eq(shippingOptions.isActive, true),
    ...words.map((word) => ilike(shippingOptions.searchText, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)),
  );
  const [total] = await db.select({ n: count() }).from(shippingOptions).where(where);
  const rows = await db
    .select()
    .from(shippingOptions)
    .where(where)
    .orderBy(asc(shippingOptions.city), asc(shippingOptions.name), asc(shippingOptions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

export async function findCountry(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(countries)
    .where(and(eq(countries.id, id), eq(countries.isActive, true)));
  return row;
}

/** The country a new cart ships to: the language's own country when the shop has it, else the shop's default. */
export async function defaultCountryId(db: Executor, locale: Locale): Promise<number | null> {
  const rows = await db
    .select({ id: countries.id, languageId: countries.languageId, isDefault: countries.isDefault })
    .from(countries)
    .where(eq(countries.isActive, true));
  return (rows.find((r) => r.languageId === locale) ?? rows.find((r) => r.isDefault))?.id ?? null;
}
