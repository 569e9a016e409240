import type { ListingSortId } from '@contract/listing/listing-params';
import type { TaxMode } from '@contract';
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

function orderOf(index: ListingIndex, sort: ListingSortId, tax: TaxMode): Int32Array {
  const untaxed = tax === 'without';
  if (sort === 'price-asc') return index.order(untaxed ? 'price' : 'taxedPrice');
  if (sort === 'price-desc') return index.order(untaxed ? 'priceDesc' : 'taxedPriceDesc');
  return index.order(sort);
}

/** The scope's product indexes: in every given category (or its subtree's ids), brand and search match. */
export function scopeIndexes(
  index: ListingIndex,
  scope: { categoryIds?: number[]; brandIds?: number[]; searchIds?: number[] },
): Int32Array | null {
  const parts: Int32Array[][] = [];
  if (scope.categoryIds) parts.push(scope.categoryIds.map((id) => index.categoryMembers.get(id) ?? new Int32Array()));
  if (scope.brandIds) parts.push(scope.brandIds.map((id) => index.brandMembers.get(id) ?? new Int32Array()));
  if (scope.searchIds) parts.push([Int32Array.from(scope.searchIds.flatMap((id) => index.indexOf.get(id) ?? []))]);
  if (parts.length === 0) return null;
  // hits[i] = how many parts product i is in so far; the first part lists the candidates.
  const hits = new Uint8Array(index.size);
  const candidates: number[] = [];
  parts.forEach((lists, n) => {
    for (const list of lists) {
      for (const i of list) {
        if (hits[i] !== n) continue;
        hits[i] = n + 1;
        if (n === 0) candidates.push(i);
      }
    }
  });
  return Int32Array.from(candidates.filter((i) => hits[i] === parts.length));
}

/** Marks ids in an array indexed by id (ids of brands, availabilities and attributes are small). */
function marks(ids: readonly number[] | null, maxId: number): Uint8Array | null {
  if (!ids) return null;
  const marked = new Uint8Array(maxId + 1);
  for (const id of ids) if (id <= maxId) marked[id] = 1;
  return marked;
}

/** Counts kept per id, and which ids occur in the scope, turned into a map of the occurring ones. */
function countsMap(counts: Int32Array, present: Uint8Array): Map<number, number> {
  const map = new Map<number, number>();
  for (let id = 1; id < present.length; id++) if (present[id]) map.set(id, counts[id] ?? 0);
  return map;
}

/**
 * Faceted counts over the snapshot, in one pass over the scope: a product that passes every
 * active filter counts for every facet; one that fails exactly one filter counts only for that
 * filter's values (so each value's count applies every *other* filter); one that fails two counts
 * nowhere. OR within a filter, AND across filters. Counts go into arrays indexed by id.
 */
export function countFacets(index: ListingIndex, query: FacetCountQuery): FacetResult {
  const { selection } = query;
  // The price filter reads the taxed selling price in the language's default currency, whatever the viewer's.
  const prices = index.filterPrice;
  const brands = marks(selection.brandIds, index.maxBrandId);
  const availabilities = marks(selection.availabilityIds, index.maxAvailabilityId);
  // Per attribute id: the bit of its property when that property is filtered, and whether it is chosen.
  const propertyBit = new Int32Array(index.maxAttributeId + 1);
  const chosen = new Uint8Array(index.maxAttributeId + 1);
  const bits = new Map([...selection.properties.keys()].map((property, n) => [property, 1 << n]));
  for (let id = 1; id <= index.maxAttributeId; id++)
    propertyBit[id] = bits.get(index.propertyOfAttribute[id] ?? 0) ?? 0;
  for (const ids of selection.properties.values()) for (const id of ids) if (id <= index.maxAttributeId) chosen[id] = 1;
  const allProperties = (1 << bits.size) - 1;
  const price = selection.price;

  const brandCounts = new Int32Array(index.maxBrandId + 1);
  const brandPresent = new Uint8Array(index.maxBrandId + 1);
  const availabilityCounts = new Int32Array(index.maxAvailabilityId + 1);
  const availabilityPresent = new Uint8Array(index.maxAvailabilityId + 1);
  const attributeCounts = new Int32Array(index.maxAttributeId + 1);
  const attributePresent = new Uint8Array(index.maxAttributeId + 1);
  const matched = new Uint8Array(index.size);
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  const scopeSize = query.scope ? query.scope.length : index.size;
  for (let k = 0; k < scopeSize; k++) {
    const i = query.scope ? (query.scope[k] ?? 0) : k;
    const brand = index.brand[i] ?? 0;
    const availability = index.availability[i] ?? 0;
    const value = prices[i] ?? Number.NaN;
    if (value < min) min = value;
    if (value > max) max = value;
    const brandOk = !brands || brands[brand] === 1;
    const availabilityOk = !availabilities || availabilities[availability] === 1;
    const priceOk = !price || (value >= price.min && value <= price.max);
    const start = index.attributeStart[i] ?? 0;
    const end = index.attributeStart[i + 1] ?? 0;
    let propertiesOk = 0;
    for (let a = start; a < end; a++) {
      const id = index.attributeIds[a] ?? 0;
      if (chosen[id]) propertiesOk |= propertyBit[id] ?? 0;
    }
    const missing = allProperties & ~propertiesOk;
    const failures =
      Number(!brandOk) + Number(!availabilityOk) + Number(!priceOk) + (missing ? (missing & (missing - 1) ? 2 : 1) : 0);
    if (failures > 1) {
      // Counts nowhere, but its values still occur in the scope.
      brandPresent[brand] = 1;
      availabilityPresent[availability] = 1;
      for (let a = start; a < end; a++) attributePresent[index.attributeIds[a] ?? 0] = 1;
      continue;
    }
    brandPresent[brand] = 1;
    if (failures === 0 || !brandOk) brandCounts[brand] = (brandCounts[brand] ?? 0) + 1;
    availabilityPresent[availability] = 1;
    if (failures === 0 || !availabilityOk)
      availabilityCounts[availability] = (availabilityCounts[availability] ?? 0) + 1;
    for (let a = start; a < end; a++) {
      const id = index.attributeIds[a] ?? 0;
      attributePresent[id] = 1;
      if (failures === 0 || missing & (propertyBit[id] ?? 0)) attributeCounts[id] = (attributeCounts[id] ?? 0) + 1;
    }
    if (failures === 0) {
      total++;
      matched[i] = 1;
    }
  }

  const itemIds: number[] = [];
  const order = orderOf(index, query.sort, query.tax);
  let skipped = 0;
  for (let k = 0; k < order.length && itemIds.length < query.limit && skipped + itemIds.length < total; k++) {
    const i = order[k] ?? 0;
    if (!matched[i]) continue;
    if (skipped < query.offset) skipped++;
    else itemIds.push(index.productIds[i] ?? 0);
  }
  return {
    total,
    priceBounds: min <= max ? { min, max } : null,
    brandCounts: countsMap(brandCounts, brandPresent),
    availabilityCounts: countsMap(availabilityCounts, availabilityPresent),
    attributeCounts: countsMap(attributeCounts, attributePresent),
    itemIds,
  };
}
