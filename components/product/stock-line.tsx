import { useTranslations } from 'next-intl';
import type { AvailabilityView } from '@/lib/product/product-page-view';
import type { StockStates } from '@contract/entities/product-extras';
import { availabilityTone, availabilityToneClass } from '@/lib/catalogue/availability-tone';
import { stockDisplay } from '@/lib/product/stock-display';

/**
 * The availability's name in its tone's colour (in stock, ships later, cannot be bought), then how
 * much is in stock where the shop shows it ("Skladem · 20+ ks": the count, not the word again), and
 * the availability's own note ("Ships within 5–7 working days.") where it has one.
 */
export function StockLine({
  availability,
  stockStates,
}: {
  availability: AvailabilityView | null;
  stockStates: StockStates | null;
}) {
  const t = useTranslations();
  const display = stockDisplay(stockStates, availability);
  const count = (() => {
    switch (display.kind) {
      case 'exact':
        return t('product.stock.exact', { amount: display.amount });
      case 'more-than':
        return t('product.stock.moreThan', { amount: display.amount });
      case 'fewer-than':
        return t('product.stock.fewerThan', { amount: display.amount });
      default:
        return null;
    }
  })();
  // Without an availability, the stock alone says whether the item is there.
  const name =
    availability?.name ??
    (display.kind === 'in' || count ? t('product.stock.in') : display.kind === 'out' ? t('product.stock.out') : null);
  if (!name) return null;
  const tone = availability ? availabilityTone(availability) : display.kind === 'out' ? 'unavailable' : 'in-stock';
  return (
    <div data-testid="availability" data-tone={tone}>
      <p className={`font-medium ${availabilityToneClass[tone]}`}>
        <span className="sr-only">{t('catalogue.availability')}: </span>
        {name}
        {count && (
          <span data-testid="stock" className="text-sm font-normal text-neutral-700">
            {' · '}
            {count}
          </span>
        )}
      </p>
      {availability?.note && <p className="text-sm text-neutral-700">{availability.note}</p>}
    </div>
  );
}
