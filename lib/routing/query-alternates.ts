import { listingParamNames } from '@contract/listing/listing-params';
import { locales, type Locale } from '@contract/locale-codes';

type Alternates = Partial<Record<Locale, string>>;
type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** Each language's path with that language's query string (`?…` or `''`) after it. */
export function withQueries(paths: Alternates, queries: Alternates): Alternates {
  return Object.fromEntries(
    Object.entries(paths).map(([locale, path]) => [locale, `${path}${queries[locale as Locale] ?? ''}`]),
  );
}

/**
 * The search page's query in every language: the search text under each language's name for it
 * (the route table's `dotaz` / `dopyt` / `query`), sort, page and page size under theirs; other
 * parameters (tracking tags, names every language shares) go along as they are.
 */
export function searchQueryAlternates(
  searchParams: SearchParams,
  locale: Locale,
  searchNames: Readonly<Record<Locale, string>>,
): Record<Locale, string> {
  const from = listingParamNames[locale];
  const renamed = (name: string, to: Locale): string => {
    if (name === searchNames[locale]) return searchNames[to];
    if (name === from.sort) return listingParamNames[to].sort;
    if (name === from.page) return listingParamNames[to].page;
    if (name === from.perPage) return listingParamNames[to].perPage;
    return name;
  };
  const query = (to: Locale) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(searchParams)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
        params.append(renamed(name, to), v);
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  };
  return Object.fromEntries(locales.map((to) => [to, query(to)])) as Record<Locale, string>;
}
