import { sql } from 'drizzle-orm';
import { defaultCurrencyByLocale } from '@contract/locale-codes';
import type { ReadContext } from '../../list/read-context';
import { runningProductDiscountPercents } from '../products/product-extras.repository';
import { searchScopeCondition } from './search-scope';

/** Set-based loads behind the listing index: one query per kind of fact, whatever the catalogue size. */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface ListingRow extends Record<string, unknown> {
  id: number;
  brand_id: number | null;
  availability_id: number | null;
  price: string | number;
  taxed_price: string | number;
  /** The product's running discount, or null. */
  discount_percents: string | number | null;
  /** The taxed price in the language's default currency (what price-filter links are written in), or null. */
  basis_taxed_price: string | number | null;
  basis_decimal_places: number | null;
  position: number;
  sells_count: number;
  created_at: string | Date;
  name: string;
}

/**
 * Every product GET /products lists in the language and currency (visible, translated, priced),
 * with its running discount and its taxed price in the language's default currency.
 */
export async function selectListingRows(env: ReadContext): Promise<ListingRow[]> {
  return rowsOf<ListingRow>(
    await env.db.execute(sql`
    select p.id, p.brand_id, p.product_availability_id as availability_id, pp.price, pp.taxed_price,
           p.position, p.sells_count, p.created_at, t.name,
           ${runningProductDiscountPercents(sql`p.id`)} as discount_percents,
           bp.taxed_price as basis_taxed_price, bc.decimal_places as basis_decimal_places
    from products p
    join product_translations t on t.product_id = p.id and t.locale = ${env.locale}
    join product_prices pp on pp.product_id = p.id and pp.currency_id = ${env.currency.id}
    left join currencies bc on bc.code = ${defaultCurrencyByLocale[env.locale]}
    left join product_prices bp on bp.product_id = p.id and bp.currency_id = bc.id
    where p.is_active and not p.is_hidden`),
  );
}

export async function selectCategoryLinks(env: ReadContext): Promise<{ product_id: number; category_id: number }[]> {
  return rowsOf(await env.db.execute(sql`select product_id, category_id from product_categories`));
}

/** Each (product, property, attribute) that a visible variation of the product has, once. */
export async function selectAttributeLinks(
  env: ReadContext,
): Promise<{ product_id: number; property_id: number; attribute_id: number }[]> {
  return rowsOf(
    await env.db.execute(sql`
    select distinct v.product_id, a.product_property_id as property_id, a.product_property_attribute_id as attribute_id
    from product_variations v join product_variation_attributes a on a.product_variation_id = v.id
    where v.is_active and not v.is_hidden`),
  );
}

/** Products whose translation in the language matches the search scope. */
export async function selectSearchMatches(env: ReadContext, text: string): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await env.db.execute(sql`
    select t.product_id as id from product_translations t where t.locale = ${env.locale} and ${searchScopeCondition(text, env.locale)}`),
  );
  return rows.map((r) => Number(r.id));
}
