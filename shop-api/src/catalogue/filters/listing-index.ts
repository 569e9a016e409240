import type { Locale } from '@contract';
import type { Database } from '../../db/client';
import type { ReadContext } from '../../list/read-context';
import { sellingAmounts } from '../products/product-extras.serializer';
import { selectAttributeLinks, selectCategoryLinks, selectListingRows } from './listing-index.repository';

/**
 * A column-wise snapshot of what listings filter, count and sort by, for one language and
 * currency: product i has brand[i], price[i]… and its variation attributes in
 * attributeIds[attributeStart[i] … attributeStart[i + 1]). Counting a 25 000-product scope over
 * typed arrays takes about a millisecond, where the same GROUP BYs in SQL grow with the scope
 * (docs/product-filters.md, "Scale"). Each sort order is sorted once per snapshot, when first asked for.
 */
export type OrderName =
  'recommended' | 'bestselling' | 'newest' | 'name' | 'price' | 'priceDesc' | 'taxedPrice' | 'taxedPriceDesc';

export interface ListingIndex {
  size: number;
  productIds: Int32Array;
  indexOf: Map<number, number>;
  brand: Int32Array;
  availability: Int32Array;
  /** Selling prices (after the product's running discount) in the request currency, untaxed and taxed. */
  price: Float64Array;
  taxedPrice: Float64Array;
  /**
   * The taxed selling price in the language's default currency (NaN without one): what the price
   * filter compares, so a shared price-filter link lists the same products whatever the viewer's
   * currency and tax setting (docs/product-filters.md).
   */
  filterPrice: Float64Array;
  attributeStart: Int32Array;
  attributeIds: Int32Array;
  attributeProperties: Int32Array;
  /** Largest brand, availability and attribute id, to count into arrays indexed by id. */
  maxBrandId: number;
  maxAvailabilityId: number;
  maxAttributeId: number;
  /** The property of each attribute id. */
  propertyOfAttribute: Int32Array;
  categoryMembers: Map<number, Int32Array>;
  brandMembers: Map<number, Int32Array>;
  /** Product indexes in a sort order (price orders per tax mode), sorted on first use and kept. */
  order(name: OrderName): Int32Array;
  builtAt: number;
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

function membersBy(pairs: Iterable<[number, number]>): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  for (const [key, index] of pairs) {
    const list = lists.get(key);
    if (list) list.push(index);
    else lists.set(key, [index]);
  }
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(new Set(list))]));
}

function propertyOf(links: { property: number; attribute: number }[]): Int32Array {
  const result = new Int32Array(links.reduce((m, a) => Math.max(m, a.attribute), 0) + 1);
  for (const link of links) result[link.attribute] = link.property;
  return result;
}

function sortedOrder(size: number, compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from({ length: size }, (_, i) => i).sort(compare);
}

export async function buildListingIndex(env: ReadContext): Promise<ListingIndex> {
  const [rows, categoryLinks, attributeLinks] = await Promise.all([
    selectListingRows(env),
    selectCategoryLinks(env),
    selectAttributeLinks(env),
  ]);
  const size = rows.length;
  const productIds = Int32Array.from(rows, (r) => Number(r.id));
  const indexOf = new Map(Array.from(productIds, (id, i) => [id, i]));
  const brand = Int32Array.from(rows, (r) => Number(r.brand_id ?? 0));
  const availability = Int32Array.from(rows, (r) => Number(r.availability_id ?? 0));
  const selling = rows.map((r) =>
    sellingAmounts(
      numberOrNull(r.discount_percents),
      Number(r.price),
      Number(r.taxed_price),
      env.currency.decimalPlaces,
    ),
  );
  const price = Float64Array.from(selling, (s) => s.price);
  const taxedPrice = Float64Array.from(selling, (s) => s.taxedPrice);
  const filterPrice = Float64Array.from(rows, (r) =>
    r.basis_taxed_price === null
      ? Number.NaN
      : sellingAmounts(numberOrNull(r.discount_percents), 0, Number(r.basis_taxed_price), r.basis_decimal_places ?? 2)
          .taxedPrice,
  );
  const position = Int32Array.from(rows, (r) => r.position);
  const sells = Int32Array.from(rows, (r) => r.sells_count);
  const created = Float64Array.from(rows, (r) => new Date(r.created_at).getTime());
  const names = rows.map((r) => r.name);

  const perProduct: { property: number; attribute: number }[][] = Array.from({ length: size }, () => []);
  for (const link of attributeLinks) {
    const i = indexOf.get(Number(link.product_id));
    if (i !== undefined)
      perProduct[i]?.push({ property: Number(link.property_id), attribute: Number(link.attribute_id) });
  }
  const attributeStart = new Int32Array(size + 1);
  perProduct.forEach((list, i) => (attributeStart[i + 1] = (attributeStart[i] ?? 0) + list.length));
  const flat = perProduct.flat();
  const categoryPairs = categoryLinks.flatMap((l): [number, number][] => {
    const i = indexOf.get(Number(l.product_id));
    return i === undefined ? [] : [[Number(l.category_id), i]];
  });
  const collator = new Intl.Collator(env.locale);
  const byId = (a: number, b: number) => (productIds[a] ?? 0) - (productIds[b] ?? 0);
  const num = (values: Int32Array | Float64Array, direction: 1 | -1) => (a: number, b: number) =>
    direction * ((values[a] ?? 0) - (values[b] ?? 0)) || byId(a, b);
  const comparators: Record<OrderName, (a: number, b: number) => number> = {
    recommended: num(position, 1),
    bestselling: num(sells, -1),
    newest: (a, b) => (created[b] ?? 0) - (created[a] ?? 0) || -byId(a, b),
    name: (a, b) => collator.compare(names[a] ?? '', names[b] ?? '') || byId(a, b),
    price: num(price, 1),
    priceDesc: num(price, -1),
    taxedPrice: num(taxedPrice, 1),
    taxedPriceDesc: num(taxedPrice, -1),
  };
  const orders = new Map<OrderName, Int32Array>();
  return {
    size,
    productIds,
    indexOf,
    brand,
    availability,
    price,
    taxedPrice,
    filterPrice,
    attributeStart,
    maxBrandId: brand.reduce((m, v) => Math.max(m, v), 0),
    maxAvailabilityId: availability.reduce((m, v) => Math.max(m, v), 0),
    maxAttributeId: flat.reduce((m, a) => Math.max(m, a.attribute), 0),
    propertyOfAttribute: propertyOf(flat),
    attributeIds: Int32Array.from(flat, (a) => a.attribute),
    attributeProperties: Int32Array.from(flat, (a) => a.property),
    categoryMembers: membersBy(categoryPairs),
    brandMembers: membersBy(Array.from(brand, (b, i): [number, number] => [b, i])),
    order: (name) => {
      const known = orders.get(name);
      if (known) return known;
      const sorted = sortedOrder(size, comparators[name]);
      orders.set(name, sorted);
      return sorted;
    },
    builtAt: Date.now(),
  };
}

/** How long a snapshot serves before it is rebuilt in the background (writes in this process drop it at once). */
export const listingIndexTtlMs = 120_000;

interface Entry {
  current: Promise<ListingIndex>;
  refreshing?: Promise<ListingIndex>;
}
const cache = new WeakMap<Database, Map<string, Entry>>();

/**
 * The snapshot for the request's language and currency, built once and shared by concurrent
 * requests. After the TTL the old snapshot keeps answering while a new one is built.
 */
export async function listingIndexFor(env: ReadContext): Promise<ListingIndex> {
  const byKey = cache.get(env.db) ?? new Map<string, Entry>();
  cache.set(env.db, byKey);
  const key = `${env.locale as Locale}:${env.currency.id}`;
  const entry = byKey.get(key);
  if (!entry) {
    const current = buildListingIndex(env);
    byKey.set(key, { current });
    current.catch(() => byKey.delete(key));
    return current;
  }
  const index = await entry.current;
  if (Date.now() - index.builtAt > listingIndexTtlMs && !entry.refreshing) {
    entry.refreshing = buildListingIndex(env);
    entry.refreshing.then(
      (fresh) => byKey.set(key, { current: Promise.resolve(fresh) }),
      () => (entry.refreshing = undefined),
    );
  }
  return index;
}

/** Drops every snapshot of the database; a write to products, prices, categories or variations calls this. */
export function invalidateListingIndex(db: Database): void {
  cache.delete(db);
}
