'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '@contract/locales';
import { searchTextProblem } from '@contract/search/search-terms';

/**
 * The quick-search answer for a text, through the browser API client. A request whose text is no
 * longer wanted is aborted (React Query cancels a pending query that lost its observer when the
 * signal was passed on); the previous answer stays on screen until the next arrives.
 */
export function useSearchSuggestions(locale: Locale, text: string, enabled: boolean) {
  const q = text.trim();
  return useQuery({
    queryKey: ['search-suggest', locale, q],
    queryFn: async ({ signal }) => {
      // Loaded on the first search, not with the page: the API client and the answer's schema
      // (zod) would otherwise add about 30 kB (gzip) to every page that shows the search box.
      const [{ getBrowserApi }, { SearchSuggestionsSchema }] = await Promise.all([
        import('@/lib/api/browser-api'),
        import('@contract/search/search-suggestions'),
      ]);
      return getBrowserApi(locale).get(SearchSuggestionsSchema, 'search/suggest', { search: { q }, signal });
    },
    enabled: enabled && searchTextProblem(q) === null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
