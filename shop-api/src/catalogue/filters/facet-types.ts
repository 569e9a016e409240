import type { PriceRange } from '@contract/listing/listing-state';

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
