import { getTranslations } from 'next-intl/server';
import type { ListingFilter, PriceSliderProps } from '@contract/listing/product-filters';
import { filterFocusKey } from '@/lib/listing/filter-focus';
import { ColorSwatches, SelectList, ToggleList } from './filter-options';
import { listingPriceFormat } from '@/lib/listing/price-format';
import { PriceRangeFilter } from './price-range-filter';

/** The API's price slider as the slider's own props: bounds, current range and URL template. */
function priceRange(price: PriceSliderProps) {
  return {
    min: price.min,
    max: price.max,
    currentMin: price.current_min,
    currentMax: price.current_max,
    urlTemplate: price.url_template,
  };
}

async function FilterBody({ filter, basePath, locale }: { filter: ListingFilter; basePath: string; locale: string }) {
  const price = filter.additional_props;
  const t = await getTranslations('listing');
  switch (filter.type) {
    case 'price_slider':
      // The range is in the language's currency with VAT, whatever the shopper's own choice (docs/product-filters.md).
      return (
        price && (
          <>
            <PriceRangeFilter
              {...priceRange(price)}
              focusGroup={filter.id}
              paramName={filter.id}
              resetUrl={filter.reset_url}
              basePath={basePath}
              format={listingPriceFormat(locale, price.currency)}
              unit={price.currency}
            />
            <p className="mt-2 text-xs text-neutral-600">{t('priceBasis', { currency: price.currency })}</p>
          </>
        )
      );
    case 'color':
      return <ColorSwatches filter={filter} basePath={basePath} />;
    case 'select':
      return <SelectList filter={filter} basePath={basePath} />;
    case 'checkbox':
    case 'radio':
      return <ToggleList filter={filter} basePath={basePath} />;
  }
}

/** Every displayed filter of the listing, each a labelled group; `idPrefix` starts the headings' ids. */
export async function FilterPanel({
  filters,
  basePath,
  locale,
  idPrefix,
}: {
  filters: ListingFilter[];
  basePath: string;
  locale: string;
  idPrefix: string;
}) {
  const t = await getTranslations('listing');
  return (
    <div className="flex flex-col gap-6">
      {filters
        .filter((f) => f.is_displayed)
        .map((filter) => {
          const headingId = `${idPrefix}-${filter.id}`;
          return (
            <section key={filter.id} aria-labelledby={headingId}>
              <div className="mb-2 flex items-baseline justify-between gap-2">
                <h3 id={headingId} className="font-semibold">
                  {filter.label}
                </h3>
                {filter.contains_active_items && (
                  <a
                    href={`${basePath}${filter.reset_url}`}
                    data-listing-link=""
                    data-focus-key={filterFocusKey(filter.id, 'clear')}
                    rel="nofollow"
                    className="inline-flex min-h-6 items-center text-xs underline"
                  >
                    {t('clearFilter')}
                    <span className="sr-only"> {filter.label}</span>
                  </a>
                )}
              </div>
              <FilterBody filter={filter} basePath={basePath} locale={locale} />
            </section>
          );
        })}
    </div>
  );
}
