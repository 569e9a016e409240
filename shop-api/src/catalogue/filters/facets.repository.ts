import { sql, type SQL } from 'drizzle-orm';
import type { ListingSortId } from '../../../../lib/listing/listing-params';
import type { PriceRange } from '../../../../lib/listing/listing-state';
import type { ReadContext } from '../../list/read-context';
import { searchScopeCondition } from './search-scope';

/** Which products a listing is about: a category tree, a brand tree, a search text; all given ones apply. */
export interface ListingScope {
  categoryIds?: number[];
  brandIds?: number[];
  search?: string;
}

/** The active filters as ids; an absent (null / missing) filter does not narrow the listing. */
export interface FacetSelection {
  brandIds: number[] | null;
  availabilityIds: number[] | null;
  /** Property id → chosen attribute ids; a product matches when a visible variation has one of them. */
  properties: Map<number, number[]>;
  price: PriceRange | null;
}

export interface FacetQuery {
  scope: ListingScope;
  selection: FacetSelection;
  sort: ListingSortId;
  limit: number;
  offset: number;
}

export interface FacetResult {
  /** Products matching every active filter. */
  total: number;
  /** Lowest and highest price in the scope before any filter; null for an empty scope. */
  priceBounds: PriceRange | null;
  /** Each value present in the scope → products matching it and every other active filter. */
  brandCounts: Map<number, number>;
  availabilityCounts: Map<number, number>;
  attributeCounts: Map<number, number>;
  /** The requested page of matching products, in order. */
  itemIds: number[];
}

function sortOrder(env: ReadContext, sort: ListingSortId): SQL {
  switch (sort) {
    case 'recommended':
      return sql`position asc, id asc`;
    case 'bestselling':
      return sql`sells_count desc, id asc`;
    case 'price-asc':
      return sql`price asc, id asc`;
    case 'price-desc':
      return sql`price desc, id asc`;
    case 'newest':
      return sql`created_at desc, id desc`;
    case 'name':
      // Only this order needs the names of every matching product.
      return sql`(select t.name from product_translations t where t.product_id = base.id and t.locale = ${env.locale}) asc, id asc`;
  }
}

const list = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * The scope as conditions on `p` (products). The translation is tested with EXISTS rather than
 * joined: its rows are wide (descriptions), and an index-only probe of (locale, product_id) is
 * what keeps a 100k-product scope cheap.
 */
function scopeCondition(env: ReadContext, scope: ListingScope): SQL {
  const translated = [sql`t.product_id = p.id and t.locale = ${env.locale}`];
  if (scope.search) translated.push(searchScopeCondition(scope.search));
  const parts: SQL[] = [
    sql`p.is_active and not p.is_hidden`,
    sql`exists (select 1 from product_translations t where ${sql.join(translated, sql` and `)})`,
  ];
  if (scope.categoryIds) {
    parts.push(sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (${list(scope.categoryIds)}))`);
  }
  if (scope.brandIds) parts.push(sql`p.brand_id in (${list(scope.brandIds)})`);
  return sql.join(parts, sql` and `);
}

/** One boolean column per filter: true when the product passes that filter (always true for an inactive one). */
function flagColumns(selection: FacetSelection): { name: string; expression: SQL; propertyId?: number }[] {
  const flags: { name: string; expression: SQL; propertyId?: number }[] = [];
  if (selection.brandIds) flags.push({ name: 'f_brand', expression: sql`p.brand_id in (${list(selection.brandIds)})` });
  if (selection.availabilityIds) flags.push({ name: 'f_availability', expression: sql`p.product_availability_id in (${list(selection.availabilityIds)})` });
  if (selection.price) flags.push({ name: 'f_price', expression: sql`pp.price_shown between ${selection.price.min} and ${selection.price.max}` });
  for (const [propertyId, attributeIds] of selection.properties) {
    flags.push({
      name: `f_property_${propertyId}`,
      propertyId,
      expression: sql`exists (
        select 1 from product_variations v join product_variation_attributes a on a.product_variation_id = v.id
        where v.product_id = p.id and v.is_active and not v.is_hidden
          and a.product_property_id = ${propertyId} and a.product_property_attribute_id in (${list(attributeIds)}))`,
    });
  }
  return flags;
}

const all = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

interface FacetRow extends Record<string, unknown> {
  facet: string;
  key: number | string | null;
  n: number | string;
  v: string | number | null;
}

/**
 * Counts and the page of a listing in one statement, set-based: the scope's products once
 * (with a flag per active filter), their variation attributes once, then one grouped count per
 * facet in which every filter except the facet's own applies (OR within a filter, AND across).
 */
export function facetStatement(env: ReadContext, query: FacetQuery): SQL {
  const flags = flagColumns(query.selection);
  const flag = (name: string) => sql.raw(name);
  const matchesAll = all(flags.map((f) => flag(f.name)));
  const except = (name: string) => all(flags.filter((f) => f.name !== name).map((f) => flag(f.name)));
  const exceptOwnProperty = all(flags.map((f) => (f.propertyId === undefined ? flag(f.name) : sql`(x.property_id = ${f.propertyId} or ${flag(f.name)})`)));
  const priceColumn = env.tax === 'without' ? sql.raw('pp.price') : sql.raw('pp.taxed_price');
  const flagSelect = flags.map((f) => sql`, ${f.expression} as ${flag(f.name)}`);
  const order = sortOrder(env, query.sort);

  return sql`
    with priced as (
      select product_id, currency_id, ${priceColumn} as price_shown from product_prices pp where pp.currency_id = ${env.currency.id}
    ),
    base as materialized (
      select p.id, p.brand_id, p.product_availability_id as availability_id, pp.price_shown as price,
             p.position, p.sells_count, p.created_at ${sql.join(flagSelect, sql``)}
      from products p
      join priced pp on pp.product_id = p.id
      where ${scopeCondition(env, query.scope)}
    ),
    attrs as materialized (
      select distinct v.product_id, a.product_property_id as property_id, a.product_property_attribute_id as attribute_id
      from base b
      join product_variations v on v.product_id = b.id and v.is_active and not v.is_hidden
      join product_variation_attributes a on a.product_variation_id = v.id
    )
    select 'total'::text as facet, null::int as key, count(*) filter (where ${matchesAll})::int as n, null::numeric as v from base
    union all select 'price_min', null, 0, min(price)::numeric from base
    union all select 'price_max', null, 0, max(price)::numeric from base
    union all select 'brand', brand_id, count(*) filter (where ${except('f_brand')})::int, null from base where brand_id is not null group by brand_id
    union all select 'availability', availability_id, count(*) filter (where ${except('f_availability')})::int, null from base
      where availability_id is not null group by availability_id
    union all select 'attribute', x.attribute_id, count(*) filter (where ${exceptOwnProperty})::int, null
      from base join attrs x on x.product_id = base.id group by x.attribute_id, x.property_id
    union all (
      select 'item', id, (row_number() over (order by ${order}))::int, null from base where ${matchesAll}
      order by ${order} limit ${query.limit} offset ${query.offset}
    )`;
}

export async function selectFacets(env: ReadContext, query: FacetQuery): Promise<FacetResult> {
  const result = await env.db.execute(facetStatement(env, query));

  const facets: FacetResult = {
    total: 0, priceBounds: null, brandCounts: new Map(), availabilityCounts: new Map(), attributeCounts: new Map(), itemIds: [],
  };
  const items: { id: number; ordinal: number }[] = [];
  let min: number | null = null;
  let max: number | null = null;
  for (const row of (result as unknown as { rows: FacetRow[] }).rows) {
    const key = Number(row.key);
    const n = Number(row.n);
    if (row.facet === 'total') facets.total = n;
    else if (row.facet === 'price_min') min = row.v === null ? null : Number(row.v);
    else if (row.facet === 'price_max') max = row.v === null ? null : Number(row.v);
    else if (row.facet === 'brand') facets.brandCounts.set(key, n);
    else if (row.facet === 'availability') facets.availabilityCounts.set(key, n);
    else if (row.facet === 'attribute') facets.attributeCounts.set(key, (facets.attributeCounts.get(key) ?? 0) + n);
    else if (row.facet === 'item') items.push({ id: key, ordinal: n });
  }
  facets.priceBounds = min === null || max === null ? null : { min, max };
  facets.itemIds = items.sort((a, b) => a.ordinal - b.ordinal).map((i) => i.id);
  return facets;
}
