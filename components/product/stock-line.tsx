import { useTranslations } from 'next-intl';
import type { AvailabilityView } from '@/lib/product/product-page-view';
import type { StockStates } from '@contract/entities/product-extras';
import { stockDisplay } from '@/lib/product/stock-display';

/** The availability's name and, when the shop shows it, how much is in stock. */
export function StockLine({
  availability,
  stockStates,
}: {
  availability: AvailabilityView | null;
  stockStates: StockStates | null;
}) {
  const t = useTranslations();
  const display = stockDisplay(stockStates, availability);
  const stockText = (() => {
    switch (display.kind) {
      case 'exact':
        return t('product.stock.exact', { amount: display.amount });
      case 'more-than':
        return t('product.stock.moreThan', { amount: display.amount });
      case 'fewer-than':
        return t('product.stock.fewerThan', { amount: display.amount });
      case 'in':
        return t('product.stock.in');
      case 'out':
        return t('product.stock.out');
      case 'none':
        return null;
    }
  })();
  if (!availability && !stockText) return null;
  return (
    <p
      data-testid="availability"
      className={availability?.can_purchase === false ? 'font-medium text-neutral-700' : 'font-medium text-brand-700'}
    >
      <span className="sr-only">{t('catalogue.availability')}: </span>
      {availability?.name}
      {stockText && (
        <span data-testid="stock" className="ml-2 text-sm font-normal text-neutral-700">
          ({stockText})
        </span>
      )}
    </p>
  );
}
