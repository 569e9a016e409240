import { useTranslations } from 'next-intl';
import { defaultTaxMode, type TaxMode } from '@contract/locales';
import { priceView, type PricedItem } from '@/lib/product/prices';

/**
 * A card's price as the shopper chose to see it (with or without tax, labelled so): the selling
 * price, and while a discount runs the original price struck through, as on the product page.
 */
export function ProductPrice({ item, tax = defaultTaxMode }: { item: PricedItem; tax?: TaxMode }) {
  const t = useTranslations();
  const view = priceView(item, tax);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-neutral-900">
      <span className={`text-lg font-semibold ${view.original ? 'text-red-700' : ''}`}>
        <span data-testid="price">{view.current.formatted}</span>{' '}
        <span className="text-xs font-normal text-neutral-600">
          {t(tax === 'with' ? 'catalogue.withVat' : 'catalogue.withoutVat')}
        </span>
      </span>
      {view.original && (
        <span className="text-sm text-neutral-600">
          <span className="sr-only">{t('product.originalPrice')}: </span>
          <s data-testid="original-price">{view.original.formatted}</s>
        </span>
      )}
    </p>
  );
}
