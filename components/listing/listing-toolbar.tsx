import { getTranslations } from 'next-intl/server';
import type { Locale } from '@contract/locales';
import { buildListingQuery, withFirstPage, type ListingState } from '@contract/listing/listing-state';
import type { PaginationData, SortOption } from '@contract/listing/product-filters';

const optionClass = (selected: boolean) =>
  `block rounded px-2 py-1 ${selected ? 'bg-brand-700 font-medium text-white' : 'hover:bg-brand-50'}`;

/** How many products match, the sort options and the page sizes, all as links. */
export async function ListingToolbar({
  sortOptions,
  pagination,
  state,
  locale,
  basePath,
}: {
  sortOptions: SortOption[];
  pagination: PaginationData;
  state: ListingState;
  locale: Locale;
  basePath: string;
}) {
  const t = await getTranslations('listing');
  return (
    <div className="mb-4 flex flex-col gap-3 border-b border-neutral-200 pb-3 text-sm">
      <p className="font-medium" aria-live="polite" data-testid="listing-count">
        {t('productsFound', { count: pagination.items_count })}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('sortLabel')} className="flex flex-wrap items-center gap-1">
          <span aria-hidden="true" className="mr-1 text-neutral-700">
            {t('sortLabel')}:
          </span>
          <ul className="flex flex-wrap gap-1">
            {sortOptions.map((option) => (
              <li key={option.id}>
                <a
                  href={`${basePath}${option.url}`}
                  data-listing-link=""
                  rel="nofollow"
                  aria-current={option.is_selected ? 'true' : undefined}
                  className={optionClass(option.is_selected)}
                >
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('perPageLabel')} className="flex items-center gap-1">
          <span aria-hidden="true" className="mr-1 text-neutral-700">
            {t('perPageLabel')}:
          </span>
          <ul className="flex gap-1">
            {pagination.per_page_options.map((perPage) => (
              <li key={perPage}>
                <a
                  href={`${basePath}${buildListingQuery({ ...withFirstPage(state), perPage }, locale)}`}
                  data-listing-link=""
                  rel="nofollow"
                  aria-current={perPage === pagination.per_page ? 'true' : undefined}
                  aria-label={t('perPageOption', { count: perPage })}
                  className={optionClass(perPage === pagination.per_page)}
                >
                  {perPage}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
