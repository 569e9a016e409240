import { useTranslations } from 'next-intl';
import type { TaxMode } from '@contract/locales';
import { priceView, type PricedItem } from '@/lib/product/prices';

/** The price as the shopper chose to see it; a discount shows the original struck through and the percent. */
export function PurchasePrice({ item, tax }: { item: PricedItem; tax: TaxMode }) {
  const t = useTranslations();
  const view = priceView(item, tax);
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className={`text-3xl font-bold ${view.original ? 'text-red-700' : 'text-neutral-900'}`}>
        <span data-testid="price">{view.current.formatted}</span>{' '}
        <span className="text-xs font-normal text-neutral-600">
          {t(tax === 'with' ? 'catalogue.withVat' : 'catalogue.withoutVat')}
        </span>
      </p>
      {view.original && (
        <>
          <p className="text-neutral-600">
            <span className="sr-only">{t('product.originalPrice')}: </span>
            <s data-testid="original-price">{view.original.formatted}</s>
          </p>
          <p
            data-testid="discount-percents"
            className="rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white"
          >
            {t('product.discountPercents', { percents: view.percents ?? 0 })}
          </p>
        </>
      )}
    </div>
  );
}
