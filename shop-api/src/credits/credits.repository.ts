import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@contract';
import type { Executor } from '../cart/cart-db';
import { customerAccounts, customerAccountTranslations, customerAccountUsages } from '../db/schema';

/** Written out in full: in a one-table select Drizzle leaves columns unqualified, and the subqueries' tables have an `id` too. */
const kindId = sql`${sql.identifier('customer_accounts')}.${sql.identifier('id')}`;

/** The name of a credit kind in the language, else Czech, else its code. */
const kindName = (locale: Locale) => sql<string>`coalesce(
  (select t.name from ${customerAccountTranslations} t where t.customer_account_id = ${kindId} and t.locale = ${locale}),
  (select t.name from ${customerAccountTranslations} t where t.customer_account_id = ${kindId} and t.locale = 'cs'),
  ${sql.identifier('customer_accounts')}.${sql.identifier('code')})`;

/** Every credit kind with the customer's received and used sums (zero for kinds never received). */
export function selectBalances(db: Executor, customerId: number, locale: Locale) {
  const sum = (sign: '>' | '<') =>
    sql<number>`coalesce((select ${sql.raw(sign === '>' ? 'sum(u.amount)' : '-sum(u.amount)')} from ${customerAccountUsages} u
      where u.customer_account_id = ${kindId} and u.customer_id = ${customerId} and u.amount ${sql.raw(sign)} 0), 0)::int`;
  return db
    .select({
      id: customerAccounts.id,
      code: customerAccounts.code,
      name: kindName(locale),
      conversionCzk: customerAccounts.conversionCzk,
      conversionEurCents: customerAccounts.conversionEurCents,
      received: sum('>'),
      used: sum('<'),
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
