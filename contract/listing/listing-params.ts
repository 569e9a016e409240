import type { Locale } from '../locales';

/**
 * Query-parameter names of a listing URL in each language. Filters by a variation property use the
 * property's slug in the language (`barva`, `velikost`); these are the fixed ones. The search name
 * is the route table's `search` query name (dotaz / dopyt / query).
 */
export interface ListingParamNames {
  brand: string;
  availability: string;
  price: string;
  sort: string;
  page: string;
  perPage: string;
  search: string;
}

export const listingParamNames: Record<Locale, ListingParamNames> = {
  cs: {
    brand: 'znacka',
    availability: 'dostupnost',
    price: 'cena',
    sort: 'razeni',
    page: 'strana',
    perPage: 'na-strance',
    search: 'dotaz',
  },
  sk: {
    brand: 'znacka',
    availability: 'dostupnost',
    price: 'cena',
    sort: 'zoradenie',
    page: 'strana',
    perPage: 'na-stranu',
    search: 'dopyt',
  },
  en: {
    brand: 'brand',
    availability: 'availability',
    price: 'price',
    sort: 'sort',
    page: 'page',
    perPage: 'per-page',
    search: 'query',
  },
};

/** Sort options of a listing, in the order the shopper sees them; the first is the default (no parameter). */
export const listingSortIds = ['recommended', 'bestselling', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ListingSortId = (typeof listingSortIds)[number];
export const defaultListingSort: ListingSortId = 'recommended';

/** Products per page the shopper can choose; 24 is the default (no parameter). */
export const perPageOptions = [12, 24, 48, 96] as const;
export const defaultListingPerPage = 24;

/** A page number beyond this is not a listing page anyone reaches by clicking. */
export const maxListingPage = 10_000;
/** "Load more" shows at most this many pages at once; a longer range is not a URL the shop builds. */
export const maxPagesInRange = 20;

/** Parameter names that can never be a property filter's name, because the fixed ones use them. */
export function reservedParamNames(locale: Locale): Set<string> {
  return new Set(Object.values(listingParamNames[locale]));
}
