import { locales, type Locale } from '@contract/locales';
import { buildListingQuery, type ListingState } from '@contract/listing/listing-state';
import type { ReadContext } from '../../list/read-context';
import { loadFilterCatalogue, type FilterDefinition } from './filter-catalogue';

/** The same filter in another language's catalogue: brand and availability by kind, a property by its id. */
function counterpart(definition: FilterDefinition, catalogue: FilterDefinition[]): FilterDefinition | undefined {
  return catalogue.find((d) => d.kind === definition.kind && d.propertyId === definition.propertyId);
}

/**
 * A listing state with its filters said in another language: each filter under that language's
 * parameter name (`barva` → `color`), each chosen value under its slug there (`cervena` → `red`),
 * matched through the value's id. A value or filter the other language does not have is left out.
 * Sort, page, page size, price and search text mean the same in every language and stay.
 */
export function translateListingState(
  state: ListingState,
  from: FilterDefinition[],
  to: FilterDefinition[],
): ListingState {
  const filters: Record<string, string[]> = {};
  for (const [param, slugs] of Object.entries(state.filters)) {
    const source = from.find((d) => d.param === param);
    const target = source && counterpart(source, to);
    if (!source || !target) continue;
    const translated = slugs.flatMap((slug) => {
      const id = source.values.find((v) => v.slug === slug)?.id;
      const value = target.values.find((v) => v.id === id);
      return value ? [value.slug] : [];
    });
    if (translated.length > 0) filters[target.param] = translated;
  }
  return { ...state, filters };
}

/**
 * The listing's canonical query string in every language, for a language switch that keeps
 * filters, sort and page. Other languages' filter catalogues are read only when a filter is chosen:
 * parameter names of sort, page and page size come from the contract alone.
 */
export async function alternateRequestUris(
  env: ReadContext,
  state: ListingState,
  catalogue: FilterDefinition[],
): Promise<Record<Locale, string>> {
  const hasFilters = Object.keys(state.filters).length > 0;
  const entries = await Promise.all(
    locales.map(async (locale): Promise<[Locale, string]> => {
      if (locale === env.locale || !hasFilters) return [locale, buildListingQuery(state, locale)];
      const other = await loadFilterCatalogue({ ...env, locale });
      return [locale, buildListingQuery(translateListingState(state, catalogue, other), locale)];
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, string>;
}
