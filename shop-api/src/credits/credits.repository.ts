import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@contract';
import type { Executor } from '../cart/cart-db';
import { customerAccounts, customerAccountTranslations, customerAccountUsages } from '../db/schema';

/** The name of a credit kind in the language, else Czech, else its code. */
const kindName = (locale: Locale) => sql<string>`coalesce(
  (select ${customerAccountTranslations.name} from ${customerAccountTranslations}
    where ${customerAccountTranslations.customerAccountId} = ${customerAccounts.id} and ${customerAccountTranslations.locale} = ${locale}),
  (select ${customerAccountTranslations.name} from ${customerAccountTranslations}
    where ${customerAccountTranslations.customerAccountId} = ${customerAccounts.id} and ${customerAccountTranslations.locale} = 'cs'),
  ${customerAccounts.code})`;

/** Every credit kind with the customer's received and used sums (zero for kinds never received). */
export function selectBalances(db: Executor, customerId: number, locale: Locale) {
  const mine = and(
    eq(customerAccountUsages.customerAccountId, customerAccounts.id),
    eq(customerAccountUsages.customerId, customerId),
  );
  return db
    .select({
      id: customerAccounts.id,
      code: customerAccounts.code,
      name: kindName(locale),
      conversionCzk: customerAccounts.conversionCzk,
      conversionEurCents: customerAccounts.conversionEurCents,
      received: sql<number>`coalesce((select sum(${customerAccountUsages.amount}) from ${customerAccountUsages}
        where ${mine} and ${customerAccountUsages.amount} > 0), 0)::int`,
      used: sql<number>`coalesce((select -sum(${customerAccountUsages.amount}) from ${customerAccountUsages}
        where ${mine} and ${customerAccountUsages.amount} < 0), 0)::int`,
    })
    .from(customerAccounts)
    .orderBy(customerAccounts.id);
}

/** A page of the customer's movements, newest first, with the kind's name. */
export async function selectUsages(
  db: Executor,
  customerId: number,
  locale: Locale,
  page: { limit: number; offset: number; customerAccountId?: number },
) {
  const where = and(
    eq(customerAccountUsages.customerId, customerId),
    page.customerAccountId === undefined
      ? undefined
      : eq(customerAccountUsages.customerAccountId, page.customerAccountId),
  );
  const [total] = await db.select({ n: count() }).from(customerAccountUsages).where(where);
  const rows = await db
    .select({ usage: customerAccountUsages, kindName: kindName(locale) })
    .from(customerAccountUsages)
    .innerJoin(customerAccounts, eq(customerAccounts.id, customerAccountUsages.customerAccountId))
    .where(where)
    .orderBy(desc(customerAccountUsages.createdAt), desc(customerAccountUsages.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}
