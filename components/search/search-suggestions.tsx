'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import type { Locale, TaxMode } from '@contract/locales';
import { withQueryProvider } from '@/lib/query/query-provider';
import { searchOptions, totalResults, type SearchOption } from './search-options';
import { SearchPopup } from './search-popup';
import { useSearchSuggestions } from './use-search-suggestions';

export interface SearchSuggestionsProps {
  locale: Locale;
  text: string;
  open: boolean;
  tax: TaxMode;
  active: number;
  listboxId: string;
  optionId(index: number): string;
  /** The search page with the text: "show all results" leads there. */
  searchHref: string;
  /** The rows on screen, in keyboard order, for the box's arrow keys and Enter. */
  onOptions(options: SearchOption[]): void;
  onChoose(href: string): void;
  onHover(index: number): void;
}

/**
 * The search box's quick-search half: the suggestions query (React Query through the browser API
 * client, with a provider of its own: catalogue pages have none), the rows it makes and the popup.
 * The box loads it on the first focus or pointer over the search, so a page whose shopper never
 * searches does not load it (docs/benchmarks.md).
 */
export const SearchSuggestions = withQueryProvider(Suggestions);

function Suggestions({
  locale,
  text,
  open,
  tax,
  active,
  listboxId,
  optionId,
  searchHref,
  onOptions,
  onChoose,
  onHover,
}: SearchSuggestionsProps) {
  const t = useTranslations('search');
  const tCatalogue = useTranslations('catalogue');
  const query = useSearchSuggestions(locale, text, open);
  const trimmed = text.trim();
  const options = useMemo(() => {
    if (!query.data) return [];
    const total = totalResults(query.data);
    const label = total > 0 ? t('showAll', { count: total }) : t('showAllNone', { query: trimmed });
    return searchOptions(query.data, locale, tax, { href: searchHref, label });
  }, [query.data, locale, tax, searchHref, trimmed, t]);
  useEffect(() => onOptions(options), [options, onOptions]);

  return (
    <SearchPopup
      open={open}
      listboxId={listboxId}
      optionId={optionId}
      options={options}
      active={active}
      status={query.isError ? 'error' : !query.data || query.isPlaceholderData ? 'loading' : 'ready'}
      total={query.data ? totalResults(query.data) : 0}
      taxLabel={tCatalogue(tax === 'without' ? 'withoutVat' : 'withVat')}
      query={trimmed}
      onChoose={onChoose}
      onHover={onHover}
    />
  );
}
