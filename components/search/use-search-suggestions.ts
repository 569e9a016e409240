'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/api/browser-api';
import type { Locale } from '@/lib/contract/locales';
import { SearchSuggestionsSchema } from '@/lib/search/search-suggestions';
import { searchTextProblem } from '@/lib/search/search-terms';

/**
 * The quick-search answer for a text, through the browser API client. A request whose text is no
 * longer wanted is aborted (React Query cancels a pending query that lost its observer when the
 * signal was passed on); the previous answer stays on screen until the next arrives.
 */
export function useSearchSuggestions(locale: Locale, text: string, enabled: boolean) {
  const q = text.trim();
  return useQuery({
    queryKey: ['search-suggest', locale, q],
    queryFn: ({ signal }) => getBrowserApi(locale).get(SearchSuggestionsSchema, 'search/suggest', { search: { q }, signal }),
    enabled: enabled && searchTextProblem(q) === null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
