'use client';

import { useTranslations } from 'next-intl';
import { usePayAgain } from '@/lib/checkout/checkout-mutations';

/** "Pay again" for an unpaid online order: a new payment at the order's gateway. */
export function PayAgainButton({ orderId, paymentService }: { orderId: number; paymentService: number }) {
  const t = useTranslations('checkout.summary');
  const errors = useTranslations('checkout.errors');
  const payAgain = usePayAgain({ id: orderId, paymentService });
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void payAgain.run()}
        disabled={payAgain.pending}
        className="flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:bg-neutral-500 sm:self-start"
      >
        {payAgain.pending ? t('payAgainPending') : t('payAgain')}
      </button>
      {payAgain.failed && (
        <p role="alert" className="text-sm text-red-800">
          {errors('go_pay_load_error')}
        </p>
      )}
    </div>
  );
}
