import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../cart/cart-db';
import { currencies } from '../db/schema';
import type { RequestCurrency } from '../http/request-context';

/** The shop's active currencies (at start, and in an order's transaction for the carts it lowers). */
export async function loadCurrencies(db: Executor): Promise<RequestCurrency[]> {
  const rows = await db
    .select({ id: currencies.id, code: currencies.code, decimalPlaces: currencies.decimalPlaces })
    .from(currencies)
    .where(eq(currencies.isActive, true))
    .orderBy(asc(currencies.id));
  return rows;
}
