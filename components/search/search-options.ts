import type { Locale, TaxMode } from '@contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import type { Product } from '@contract/entities/product';
import type { Money } from '@contract/money';
import { priceView, type PricedItem } from '@/lib/product/prices';
import { searchSections } from '@contract/search/search-sections';
import type { SearchSection, SearchSuggestions } from '@contract/search/search-suggestions';

/** One choosable row of the popup: a result, or the "show all results" link at the end. */
export interface SearchOption {
  key: string;
  section: SearchSection | 'all';
  href: string;
  label: string;
  image?: string | null;
  /** A product's selling price, as on its card and page. */
  price?: string;
  /** The price before a running discount, struck through beside it. */
  originalPrice?: string;
}

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Money).value === 'number' &&
  typeof (value as Money).formatted === 'string';

/** A suggested product's prices with its running discount (plain checks: this runs in the browser, without zod). */
function pricedItem(item: Product): PricedItem {
  const money = (name: string) => {
    const value = item._embedded?.[name];
    return isMoney(value) ? value : null;
  };
  const percents = item._embedded?.discount_percents;
  return {
    price: item.price,
    taxed_price: item.taxed_price,
    discounted_price: money('discounted_price'),
    discounted_taxed_price: money('discounted_taxed_price'),
    discount_percents: typeof percents === 'number' ? percents : null,
  };
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
        const view = priceView(pricedItem(item), tax);
        row.price = view.current.formatted;
        if (view.original) row.originalPrice = view.original.formatted;
      }
      if (section === 'articles') row.image = embeddedString(item, 'image_url');
      rows.push(row);
    }
  }
  rows.push({ key: 'all', section: 'all', href: showAll.href, label: showAll.label });
  return rows;
}

/** Every match the answer counts, all kinds together: what the popup announces and "show all" leads to. */
export function totalResults(result: SearchSuggestions): number {
  return searchSections.reduce((sum, section) => sum + result[section].total, 0);
}
