import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Locale } from '@contract';
import { discountCurrencyAmounts, discounts, discountTranslations, giftRules, gifts } from '../db/schema';
import type { Executor } from './cart-db';
import type { VoucherFacts } from './voucher-rules';
import type { GiftFacts, GiftRuleFacts } from './gift-rules';

/** The only SQL over vouchers and gifts. */

export interface VoucherRow extends VoucherFacts {
  id: number;
  name: string;
}

function voucherQuery(db: Executor, locale: Locale, currencyId: number) {
  return db
    .select({
      id: discounts.id,
      code: discounts.code,
      name: sql<string>`coalesce(${discountTranslations.name}, ${discounts.code})`,
      isActive: discounts.isActive,
      percents: discounts.percents,
      freeShipping: discounts.freeShipping,
      validFrom: discounts.validFrom,
      validTo: discounts.validTo,
      limitOrders: discounts.limitOrders,
      usedOrders: discounts.usedOrders,
      fixedTaxedAmount: discountCurrencyAmounts.taxedAmount,
      minimumTaxedOrder: discountCurrencyAmounts.minimumTaxedOrder,
      isFixed: sql<boolean>`exists (select 1 from ${discountCurrencyAmounts} d where d.discount_id = ${discounts.id} and d.taxed_amount is not null)`,
    })
    .from(discounts)
    .leftJoin(
      discountTranslations,
      and(eq(discountTranslations.discountId, discounts.id), eq(discountTranslations.locale, locale)),
    )
    .leftJoin(
      discountCurrencyAmounts,
      and(eq(discountCurrencyAmounts.discountId, discounts.id), eq(discountCurrencyAmounts.currencyId, currencyId)),
    );
}

/** The voucher with that (upper-case) code, with its amounts in the currency. */
export async function findVoucherByCode(
  db: Executor,
  code: string,
  locale: Locale,
  currencyId: number,
): Promise<VoucherRow | undefined> {
  const [row] = await voucherQuery(db, locale, currencyId).where(eq(discounts.code, code));
  return row;
}

export async function selectVouchers(
  db: Executor,
  ids: number[],
  locale: Locale,
  currencyId: number,
): Promise<VoucherRow[]> {
  if (ids.length === 0) return [];
  return voucherQuery(db, locale, currencyId).where(inArray(discounts.id, ids));
}

/**
 * Active gifts, and their active rules that can apply to a cart of these products (order-amount
 * rules always can), in one query.
 */
export async function selectGiftRules(
  db: Executor,
  productIds: number[],
): Promise<{ gifts: GiftFacts[]; rules: GiftRuleFacts[] }> {
  const rows = await db
    .select({
      gift: {
        id: gifts.id,
        productId: gifts.productId,
        productVariationId: gifts.productVariationId,
        limit: gifts.limit,
        percents: gifts.percents,
      },
      rule: {
        giftId: giftRules.giftId,
        type: giftRules.type,
        productId: giftRules.productId,
        currencyId: giftRules.currencyId,
        amount: giftRules.amount,
      },
    })
    .from(gifts)
    .leftJoin(
      giftRules,
      and(
        eq(giftRules.giftId, gifts.id),
        eq(giftRules.isActive, true),
        productIds.length === 0
          ? isNull(giftRules.productId)
          : or(isNull(giftRules.productId), inArray(giftRules.productId, productIds)),
      ),
    )
    .where(eq(gifts.isActive, true))
    .orderBy(asc(gifts.id), asc(giftRules.id));
  const giftById = new Map<number, GiftFacts>();
  const rules: GiftRuleFacts[] = [];
  for (const row of rows) {
    giftById.set(row.gift.id, row.gift);
    if (row.rule) rules.push(row.rule);
  }
  return { gifts: [...giftById.values()], rules };
}

/** The share of the price each gift takes off (100: free), of the given gifts only. */
export async function selectGiftPercents(db: Executor, giftIds: number[]): Promise<Map<number, number>> {
  if (giftIds.length === 0) return new Map();
  const rows = await db
    .select({ id: gifts.id, percents: gifts.percents })
    .from(gifts)
    .where(inArray(gifts.id, [...new Set(giftIds)]));
  return new Map(rows.map((row) => [row.id, row.percents]));
}
