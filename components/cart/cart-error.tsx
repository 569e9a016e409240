'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { cartKeys } from '@/lib/cart/cart-query-keys';
import { Link } from '@/lib/i18n/navigation';

/**
 * The cart steps' error boundary: status 500 and the `general` message (the cart could not be
 * loaded and no new one could be made), a retry that asks again, and the way home. Shown inside
 * the cart layout, which keeps its navbar.
 */
export function CartError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="flex flex-col items-start gap-4" data-testid="cart-error">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('error.status', { status: 500 })}
      </p>
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-neutral-700">{t('cart.errors.general')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="min-h-11 rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-900"
          onClick={() => {
            queryClient.removeQueries({ queryKey: cartKeys.all });
            reset();
          }}
        >
          {t('error.retry')}
        </button>
        <Link href="/" className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t('common.home')}
        </Link>
      </div>
      {error.digest && <p className="text-xs text-neutral-500">#{error.digest}</p>}
    </section>
  );
}
