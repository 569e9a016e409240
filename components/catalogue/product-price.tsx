import { getTranslations } from 'next-intl/server';
import type { Money } from '@/lib/contract/money';

/** The price a shopper pays, with tax, and the label that says so. */
export async function ProductPrice({ taxedPrice, size = 'base' }: { taxedPrice: Money; size?: 'base' | 'large' }) {
  const t = await getTranslations('catalogue');
  return (
    <p className={size === 'large' ? 'text-3xl font-bold text-neutral-900' : 'text-lg font-semibold text-neutral-900'}>
      <span data-testid="price">{taxedPrice.formatted}</span>{' '}
      <span className="text-xs font-normal text-neutral-600">{t('withVat')}</span>
    </p>
  );
}
