import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries, currencies, shopHostnames } from '../db/schema';

export async function loadShopReferenceData(db: Database) {
  const [currencyRows, countryRows, hostnameRows] = await Promise.all([
    db.select().from(currencies).orderBy(asc(currencies.id)),
    db.select().from(countries).orderBy(asc(countries.id)),
    db.select().from(shopHostnames).orderBy(asc(shopHostnames.hostname)),
  ]);
  return { currencyRows, countryRows, hostnameRows };
}
