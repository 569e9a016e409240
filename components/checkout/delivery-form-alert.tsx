'use client';

import { useTranslations } from 'next-intl';
import type { DeliveryFormError } from '@/lib/checkout/submit-delivery';
import { Link } from '@/lib/i18n/navigation';

/** Where a shopper can put right what stopped the order. */
const fixes = {
  incomplete: { href: '/cart/shipping-and-payment', label: 'toShippingAndPayment' },
  stock: { href: '/cart', label: 'toCart' },
  voucher: { href: '/cart', label: 'toCart' },
  ordered: { href: '/cart', label: 'toCart' },
} as const;

/**
 * Why the order was not placed, on screen (role alert, so it is also read out): the fields to
 * correct, or what to fix elsewhere, with a link there.
 */
export function DeliveryFormAlert({ error }: { error: DeliveryFormError | 'fields' }) {
  const t = useTranslations('checkout.delivery.errors');
  const fix = error in fixes ? fixes[error as keyof typeof fixes] : null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p>{t(error)}</p>
      {fix && (
        <Link href={fix.href} className="mt-1 inline-block font-semibold underline">
          {t(fix.label)}
        </Link>
      )}
    </div>
  );
}
