import { getTranslations } from 'next-intl/server';
import { defaultTaxMode, type TaxMode } from '@contract/locales';
import type { Money } from '@contract/money';

/** A price as the shopper chose to see it, with or without tax, and the label that says which. */
export async function ProductPrice({
  price,
  taxedPrice,
  tax = defaultTaxMode,
  size = 'base',
}: {
  price: Money;
  taxedPrice: Money;
  tax?: TaxMode;
  size?: 'base' | 'large';
}) {
  const t = await getTranslations('catalogue');
  const shown = tax === 'with' ? taxedPrice : price;
  return (
    <p className={size === 'large' ? 'text-3xl font-bold text-neutral-900' : 'text-lg font-semibold text-neutral-900'}>
      <span data-testid="price">{shown.formatted}</span>{' '}
      <span className="text-xs font-normal text-neutral-600">{t(tax === 'with' ? 'withVat' : 'withoutVat')}</span>
    </p>
  );
}
