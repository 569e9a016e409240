import type { ListingSortId } from '../../../../lib/listing/listing-params';
import type { TaxMode } from '../../../../lib/contract';
import type { FacetResult, FacetSelection } from './facet-types';
import type { ListingIndex } from './listing-index';

export interface FacetCountQuery {
  /** Indexes of the products in the scope, or null for the whole catalogue. */
  scope: Int32Array | null;
  selection: FacetSelection;
  sort: ListingSortId;
  tax: TaxMode;
  limit: number;
  offset: number;
}

function increment(counts: Map<number, number>, key: number, by: number): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

function orderOf(index: ListingIndex, sort: ListingSortId, tax: TaxMode): Int32Array {
  const untaxed = tax === 'without';
  if (sort === 'price-asc') return untaxed ? index.orders.price : index.orders.taxedPrice;
  if (sort === 'price-desc') return untaxed ? index.orders.priceDesc : index.orders.taxedPriceDesc;
  return index.orders[sort];
}

/** The scope's product indexes: in every given category (or its subtree's ids), brand and search match. */
export function scopeIndexes(index: ListingIndex, scope: { categoryIds?: number[]; brandIds?: number[]; searchIds?: number[] }): Int32Array | null {
  const parts: Int32Array[][] = [];
  if (scope.categoryIds) parts.push(scope.categoryIds.map((id) => index.categoryMembers.get(id) ?? new Int32Array()));
  if (scope.brandIds) parts.push(scope.brandIds.map((id) => index.brandMembers.get(id) ?? new Int32Array()));
  if (scope.searchIds) parts.push([Int32Array.from(scope.searchIds.flatMap((id) => index.indexOf.get(id) ?? []))]);
  if (parts.length === 0) return null;
  const hits = new Uint8Array(index.size);
  parts.forEach((lists, n) => {
    for (const list of lists) for (const i of list) if (hits[i] === n) hits[i] = n + 1;
  });
  const inScope: number[] = [];
  hits.forEach((h, i) => h === parts.length && inScope.push(i));
  return Int32Array.from(inScope);
}

/**
 * Faceted counts over the snapshot, in one pass over the scope: a product that passes every
 * active filter counts for every facet; one that fails exactly one filter counts only for that
 * filter's values (so each value's count applies every *other* filter); one that fails two counts
 * nowhere. OR within a filter, AND across filters.
 */
export function countFacets(index: ListingIndex, query: FacetCountQuery): FacetResult {
  const { selection } = query;
  const prices = query.tax === 'without' ? index.price : index.taxedPrice;
  const brands = selection.brandIds && new Set(selection.brandIds);
  const availabilities = selection.availabilityIds && new Set(selection.availabilityIds);
  const properties = [...selection.properties].map(([property, ids]) => ({ property, ids: new Set(ids) }));
  const bitOf = new Map(properties.map((p, bit) => [p.property, 1 << bit]));
  const allProperties = (1 << properties.length) - 1;
  const price = selection.price;

  const result: FacetResult = {
    total: 0, priceBounds: null, brandCounts: new Map(), availabilityCounts: new Map(), attributeCounts: new Map(), itemIds: [],
  };
  const matched = new Uint8Array(index.size);
  let min = Infinity;
  let max = -Infinity;
  const scopeSize = query.scope ? query.scope.length : index.size;
  for (let k = 0; k < scopeSize; k++) {
    const i = query.scope ? (query.scope[k] ?? 0) : k;
    const brand = index.brand[i] ?? 0;
    const availability = index.availability[i] ?? 0;
    const value = prices[i] ?? 0;
    if (value < min) min = value;
    if (value > max) max = value;
    const brandOk = !brands || brands.has(brand);
    const availabilityOk = !availabilities || availabilities.has(availability);
    const priceOk = !price || (value >= price.min && value <= price.max);
    const start = index.attributeStart[i] ?? 0;
    const end = index.attributeStart[i + 1] ?? 0;
    let propertiesOk = 0;
    for (let a = start; a < end; a++) {
      const bit = bitOf.get(index.attributeProperties[a] ?? 0);
      if (bit !== undefined && properties[Math.log2(bit)]?.ids.has(index.attributeIds[a] ?? 0)) propertiesOk |= bit;
    }
    const missing = allProperties & ~propertiesOk;
    const failures = Number(!brandOk) + Number(!availabilityOk) + Number(!priceOk) + (missing ? (missing & (missing - 1) ? 2 : 1) : 0);
    const counts = (ok: boolean) => (failures === 0 || (failures === 1 && !ok) ? 1 : 0);
    if (brand) increment(result.brandCounts, brand, counts(brandOk));
    if (availability) increment(result.availabilityCounts, availability, counts(availabilityOk));
    for (let a = start; a < end; a++) {
      const bit = bitOf.get(index.attributeProperties[a] ?? 0) ?? 0;
      increment(result.attributeCounts, index.attributeIds[a] ?? 0, counts(!(missing & bit)));
    }
    if (failures === 0) {
      result.total++;
      matched[i] = 1;
    }
  }
  if (scopeSize > 0) result.priceBounds = { min, max };

  const order = orderOf(index, query.sort, query.tax);
  let skipped = 0;
  for (let k = 0; k < order.length && result.itemIds.length < query.limit; k++) {
    const i = order[k] ?? 0;
    if (!matched[i]) continue;
    if (skipped++ < query.offset) continue;
    result.itemIds.push(index.productIds[i] ?? 0);
  }
  return result;
}
