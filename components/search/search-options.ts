import type { Locale, TaxMode } from '@contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { searchSections } from '@contract/search/search-sections';
import type { SearchSection, SearchSuggestions } from '@contract/search/search-suggestions';

/** One choosable row of the popup: a result, or the "show all results" link at the end. */
export interface SearchOption {
  key: string;
  section: SearchSection | 'all';
  href: string;
  label: string;
  image?: string | null;
  price?: string;
}

const embeddedString = (record: { _embedded?: Record<string, unknown> }, name: string) => {
  const value = record._embedded?.[name];
  return typeof value === 'string' ? value : null;
};

/** The popup's rows in keyboard order: products, categories, brands, articles, then "show all". */
export function searchOptions(
  result: SearchSuggestions,
  locale: Locale,
  tax: TaxMode,
  showAll: { href: string; label: string },
): SearchOption[] {
  const rows: SearchOption[] = [];
  for (const section of searchSections) {
    for (const item of result[section].items) {
      const row: SearchOption = {
        key: `${section}-${item.id}`,
        section,
        href: catalogueHref(locale, item._embedded?.urls, item.slug),
        label: item.name,
      };
      if (section === 'products' && 'taxed_price' in item) {
        row.image = embeddedString(item, 'default_image_url');
        row.price = (tax === 'without' ? item.price : item.taxed_price).formatted;
      }
      if (section === 'articles') row.image = embeddedString(item, 'image_url');
      rows.push(row);
    }
  }
  rows.push({ key: 'all', section: 'all', href: showAll.href, label: showAll.label });
  return rows;
}

/** The next active row for ArrowDown (+1) or ArrowUp (-1), wrapping around; -1 means none. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current === -1) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
