'use client';

import { useLocale, useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import type { Locale } from '@contract/locales';
import { OrderRecap } from '@/components/checkout/order-recap';
import { getCustomerOrder } from '@/lib/customer/customer-api';
import { formatCustomerDate } from '@/lib/customer/customer-format';
import { canFileComplaint, canRetryPayment } from '@/lib/customer/order-state';
import { customerKeys, useCustomerQuery } from '@/lib/customer/use-customer-api';
import { ApiClientError } from '@/lib/api/api-client-error';
import { QueryStatus } from '../query-status';
import { FastCheckoutButton } from './fast-checkout-button';
import { OrderDocuments } from './order-documents';
import { OrderStateBadge } from './order-state-badge';
import { RetryPaymentButton } from './retry-payment-button';
import { OrderAfterSale } from './order-after-sale';

/**
 * One of the customer's orders. The API answers 404 for an order that is not theirs (or does not
 * exist); the page then shows the 404 page, saying nothing about whether it exists.
 */
export function OrderDetail({ orderId }: { orderId: number }) {
  const t = useTranslations('customerArea.orderDetail');
  const locale = useLocale() as Locale;
  // The invoices' signed links last 15 minutes: read the order again before they lapse.
  const order = useCustomerQuery(customerKeys.order(orderId), (api, signal) => getCustomerOrder(api, orderId, signal), {
    refetchInterval: 10 * 60_000,
    refetchOnWindowFocus: true,
  });
  if (order.error instanceof ApiClientError && order.error.status === 404) notFound();
  const data = order.data;
  return (
    <QueryStatus query={order}>
      {data && (
        <div className="flex flex-col gap-6">
          <p className="flex flex-wrap items-center gap-3">
            <span>{t('placedOn', { date: formatCustomerDate(data.created_at, locale) })}</span>
            <OrderStateBadge state={data.state} />
          </p>
          <div className="flex flex-wrap gap-3">
            {canRetryPayment(data) && <RetryPaymentButton order={data} />}
            <FastCheckoutButton orderId={data.id} orderCode={data.code} />
          </div>
          <OrderRecap order={data} />
          <OrderDocuments order={data} />
          {canFileComplaint(data) && <OrderAfterSale orderId={data.id} />}
        </div>
      )}
    </QueryStatus>
  );
}
