import { getTranslations } from 'next-intl/server';
import type { ListingFilter } from '@contract/listing/product-filters';

interface Chip {
  key: string;
  label: string;
  href: string;
}

/** The chosen filter values as chips that remove them, and a link that removes them all. */
export async function ActiveFilters({
  filters,
  basePath,
  clearAllUrl,
  formatPrice,
}: {
  filters: ListingFilter[];
  basePath: string;
  clearAllUrl: string;
  formatPrice: (value: number) => string;
}) {
  const t = await getTranslations('listing');
  const chips: Chip[] = filters.flatMap((filter) => {
    const props = filter.additional_props;
    if (filter.type === 'price_slider') {
      if (!filter.contains_active_items || !props) return [];
      return [
        {
          key: filter.id,
          label: `${filter.label}: ${formatPrice(props.current_min)} – ${formatPrice(props.current_max)}`,
          href: filter.reset_url,
        },
      ];
    }
    return filter.items
      .filter((i) => i.is_selected)
      .map((i) => ({ key: `${filter.id}-${i.id}`, label: `${filter.label}: ${i.label}`, href: i.url }));
  });
  if (chips.length === 0) return null;
  return (
    <section aria-label={t('activeFilters')} className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={`${basePath}${chip.href}`}
              data-listing-link=""
              rel="nofollow"
              className="flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 hover:bg-brand-100"
            >
              <span>{chip.label}</span>
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('removeFilter')}</span>
            </a>
          </li>
        ))}
      </ul>
      <a href={`${basePath}${clearAllUrl}`} data-listing-link="" className="underline">
        {t('clearAll')}
      </a>
    </section>
  );
}
