'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@contract/locales';
import { startGatewayPayment } from '@/lib/checkout/checkout-api';
import { leaveForGateway } from '@/lib/checkout/leave-for-gateway';
import { paymentGateway } from '@contract/codes/card-gateways';
import { paymentReturnUrl } from '@/lib/checkout/payment-return';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { primaryButton } from '../query-status';

/**
 * "Pay now" for an unpaid online order: a new payment at the order's gateway (the summary's
 * "pay again", proven by the customer's bearer instead of the guest's order token).
 */
export function RetryPaymentButton({
  order,
}: {
  order: { id: number; code: string; payment: { payment_service: number } };
}) {
  const t = useTranslations('customerArea.orders');
  const locale = useLocale() as Locale;
  const api = useCustomerApi();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const gateway = paymentGateway(order.payment.payment_service);
  if (!gateway) return null;
  const pay = async () => {
    setPending(true);
    setFailed(false);
    try {
      leaveForGateway(
        await startGatewayPayment(
          api,
          gateway,
          { id: order.id },
          paymentReturnUrl(window.location.origin, gateway, locale),
        ),
      );
    } catch {
      setPending(false);
      setFailed(true);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={primaryButton}
        disabled={pending}
        onClick={() => void pay()}
        aria-label={t('payNowLabel', { code: order.code })}
      >
        {pending ? t('payNowPending') : t('payNow')}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t('payNowFailed')}
        </p>
      )}
    </div>
  );
}
