import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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

/** Active gifts, and their active rules that can apply to a cart of these products (order-amount rules always can). */
export async function selectGiftRules(
  db: Executor,
  productIds: number[],
): Promise<{ gifts: GiftFacts[]; rules: GiftRuleFacts[] }> {
  const giftRows = await db
    .select({
      id: gifts.id,
      productId: gifts.productId,
      productVariationId: gifts.productVariationId,
      limit: gifts.limit,
      percents: gifts.percents,
    })
    .from(gifts)
    .where(eq(gifts.isActive, true));
  if (giftRows.length === 0) return { gifts: [], rules: [] };
  const rules = await db
    .select({
      giftId: giftRules.giftId,
      type: giftRules.type,
      productId: giftRules.productId,
      currencyId: giftRules.currencyId,
      amount: giftRules.amount,
    })
    .from(giftRules)
    .where(
      and(
        eq(giftRules.isActive, true),
        inArray(
          giftRules.giftId,
          giftRows.map((g) => g.id),
        ),
        productIds.length === 0
          ? isNull(giftRules.productId)
          : or(isNull(giftRules.productId), inArray(giftRules.productId, productIds)),
      ),
    );
  return { gifts: giftRows, rules };
}
