import type { Locale, Product } from '@contract';
import { defaultCurrencyByLocale } from '@contract/locale-codes';
import { listingParamNames, listingSortIds, perPageOptions } from '@contract/listing/listing-params';
import {
  buildListingQuery,
  clearFilter,
  listingUrlTemplates,
  toggleFilterValue,
  withFirstPage,
  type ListingState,
  type PriceRange,
} from '@contract/listing/listing-state';
import type {
  ListingFilter,
  PaginationData,
  ProductFiltersResponse,
  SortOption,
} from '@contract/listing/product-filters';
import type { FacetResult } from './facet-types';
import type { FilterDefinition } from './filter-catalogue';
import { filterLabels } from './filter-labels';

function countsOf(definition: FilterDefinition, facets: FacetResult): Map<number, number> {
  if (definition.kind === 'brand') return facets.brandCounts;
  if (definition.kind === 'availability') return facets.availabilityCounts;
  return facets.attributeCounts;
}

/** Select and radio offer one value at a time: choosing another replaces the choice. */
function urlFor(definition: FilterDefinition, state: ListingState, slug: string, locale: Locale): string {
  const chosen = state.filters[definition.param] ?? [];
  const single = definition.type === 'select' || definition.type === 'radio';
  if (single && !chosen.includes(slug))
    return buildListingQuery(toggleFilterValue(clearFilter(state, definition.param), definition.param, slug), locale);
  return buildListingQuery(toggleFilterValue(state, definition.param, slug), locale);
}

/** Values present in the scope, and chosen ones even when nothing matches them, so they can be switched off. */
export function serializeFilter(
  definition: FilterDefinition,
  state: ListingState,
  facets: FacetResult,
  locale: Locale,
): ListingFilter {
  const counts = countsOf(definition, facets);
  const chosen = new Set(state.filters[definition.param] ?? []);
  const items = definition.values
    .filter((v) => counts.has(v.id) || chosen.has(v.slug))
    .map((v) => ({
      id: v.id,
      url: urlFor(definition, state, v.slug, locale),
      value: v.value,
      label: v.label,
      count: counts.get(v.id) ?? 0,
      is_selected: chosen.has(v.slug),
      options: { image_url: v.imageUrl, slug: v.slug },
    }));
  return {
    id: definition.param,
    items,
    label: definition.label,
    type: definition.type,
    description: definition.description,
    is_displayed: items.length > 0,
    contains_active_items: items.some((i) => i.is_selected),
    reset_url: buildListingQuery(clearFilter(state, definition.param), locale),
    additional_props: null,
  };
}

/** Whole units around the scope's prices, so the slider's ends include every product. */
export function sliderBounds(bounds: PriceRange | null): PriceRange {
  return bounds ? { min: Math.floor(bounds.min), max: Math.ceil(bounds.max) } : { min: 0, max: 0 };
}

/** The price range applies only when it is narrower than the bounds of the scope. */
export function isPriceActive(price: PriceRange | null, bounds: PriceRange): boolean {
  return price !== null && (price.min > bounds.min || price.max < bounds.max);
}

export function serializePriceFilter(state: ListingState, facets: FacetResult, locale: Locale): ListingFilter {
  const bounds = sliderBounds(facets.priceBounds);
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  const active = isPriceActive(state.price, bounds);
  return {
    id: listingParamNames[locale].price,
    items: [],
    label: filterLabels[locale].price,
    type: 'price_slider',
    description: null,
    is_displayed: bounds.max > bounds.min,
    contains_active_items: active,
    reset_url: buildListingQuery(withFirstPage({ ...state, price: null }), locale),
    additional_props: {
      currency: defaultCurrencyByLocale[locale],
      tax: 'with',
      min: bounds.min,
      max: bounds.max,
      current_min: state.price && active ? clamp(state.price.min) : bounds.min,
      current_max: state.price && active ? clamp(state.price.max) : bounds.max,
      url_template: listingUrlTemplates(state, locale).price,
    },
  };
}

export function serializePagination(state: ListingState, total: number, locale: Locale): PaginationData {
  const templates = listingUrlTemplates(state, locale);
  return {
    items_count: total,
    multi_pagination_start_page: state.startPage,
    page: state.page,
    pages: Math.ceil(total / state.perPage),
    per_page: state.perPage,
    per_page_options: [...perPageOptions],
    page_url_template: templates.page,
    page_range_url_template: templates.pageRange,
    per_page_url_template: templates.perPage,
  };
}

export function serializeSortOptions(state: ListingState, locale: Locale): SortOption[] {
  return listingSortIds.map((id) => ({
    id,
    label: filterLabels[locale].sort[id],
    url: buildListingQuery(withFirstPage({ ...state, sort: id }), locale),
    is_selected: state.sort === id,
  }));
}

export function serializeProductFilters(parts: {
  catalogue: FilterDefinition[];
  state: ListingState;
  facets: FacetResult;
  items: Product[];
  locale: Locale;
  alternateRequestUris: Record<Locale, string>;
}): ProductFiltersResponse {
  const { catalogue, state, facets, items, locale, alternateRequestUris } = parts;
  return {
    filters: [
      serializePriceFilter(state, facets, locale),
      ...catalogue.map((d) => serializeFilter(d, state, facets, locale)),
    ],
    items,
    pagination_data: serializePagination(state, facets.total, locale),
    request_uri: buildListingQuery(state, locale),
    alternate_request_uris: alternateRequestUris,
    sort_options: serializeSortOptions(state, locale),
  };
}
