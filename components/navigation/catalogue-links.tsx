import type { Locale } from '@contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/** Anything with a catalogue page: subcategories, sub-brands, article categories. */
export interface CatalogueLinkTarget {
  id: number;
  name: string;
  slug?: string | null;
  _embedded?: { urls?: unknown } | null;
}

/**
 * Catalogue pages as a labelled row of pill links (subcategories, product lines, article
 * categories); `currentId` marks the one the shopper is on. Nothing when there are none.
 */
export function CatalogueLinks({
  items,
  locale,
  label,
  currentId,
  className,
}: {
  items: CatalogueLinkTarget[];
  locale: Locale;
  label: string;
  currentId?: number;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={catalogueHref(locale, item._embedded?.urls, item.slug ?? undefined)}
              aria-current={item.id === currentId ? 'page' : undefined}
              className="block rounded-full border border-neutral-300 px-4 py-1.5 text-sm hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
