import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { currencies } from '../db/schema';
import type { RequestCurrency } from '../http/request-context';

export async function loadCurrencies(db: Database): Promise<RequestCurrency[]> {
  const rows = await db
    .select({ id: currencies.id, code: currencies.code, decimalPlaces: currencies.decimalPlaces })
    .from(currencies)
    .where(eq(currencies.isActive, true))
    .orderBy(asc(currencies.id));
  return rows;
}
