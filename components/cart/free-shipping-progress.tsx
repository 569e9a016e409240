'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@contract/entities/cart';
import { freeShippingProgress } from '@/lib/cart/free-shipping';

/**
 * How far the cart is from free shipping. The API says how much is left (`free_shipping_remaining`,
 * with tax, in the cart's currency) and whether shipping is free; the threshold is what the items
 * cost plus what is left.
 */
export function FreeShippingProgress({
  cart,
}: {
  cart: Pick<Cart, 'has_free_shipping' | 'discounted_taxed_items_price' | 'free_shipping_remaining'>;
}) {
  const t = useTranslations('cartPage.freeShipping');
  const remaining = cart.free_shipping_remaining;
  const threshold = remaining ? cart.discounted_taxed_items_price.value + remaining.value : null;
  const progress = freeShippingProgress(cart, threshold);
  if (progress.state === 'unavailable') return null;
  if (progress.state === 'free')
    return (
      <p className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800" data-testid="free-shipping">
        {t('free')}
      </p>
    );
  const percent = Math.round(progress.ratio * 100);
  return (
    <div className="flex flex-col gap-1" data-testid="free-shipping">
      <p className="text-sm">{t('remaining', { amount: remaining?.formatted ?? '' })}</p>
      <div
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-neutral-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
