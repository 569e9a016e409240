'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@contract/locales';
import { listCustomerOrders } from '@/lib/customer/customer-api';
import { formatCustomerDate } from '@/lib/customer/customer-format';
import { canRetryPayment } from '@/lib/customer/order-state';
import { customerKeys, useCustomerQuery } from '@/lib/customer/use-customer-api';
import { Link } from '@/lib/i18n/navigation';
import { PageButtons } from '../page-buttons';
import { QueryStatus } from '../query-status';
import { FastCheckoutButton } from './fast-checkout-button';
import { OrderStateBadge } from './order-state-badge';
import { RetryPaymentButton } from './retry-payment-button';

/** The customer's orders, newest first, a page at a time, each with its state and what can be done with it. */
export function MyOrders() {
  const t = useTranslations('customerArea.orders');
  const locale = useLocale() as Locale;
  const [page, setPage] = useState(1);
  const orders = useCustomerQuery(customerKeys.orders(page), (api, signal) => listCustomerOrders(api, page, signal));
  return (
    <QueryStatus query={orders}>
      {orders.data?.items.length ? (
        <>
          <ul className="flex flex-col gap-4" data-testid="my-orders">
            {orders.data.items.map((order) => (
              <li
                key={order.id}
                data-testid="my-order"
                className="flex flex-col gap-2 rounded-md border border-neutral-300 p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">
                    <Link
                      href={{ pathname: '/customer/order/[id]', params: { id: String(order.id) } }}
                      className="text-brand-700 underline"
                    >
                      {t('orderTitle', { code: order.code })}
                    </Link>
                  </h2>
                  <OrderStateBadge state={order.state} />
                </div>
                <p className="text-sm text-neutral-700">
                  {t('summaryLine', {
                    date: formatCustomerDate(order.created_at, locale),
                    count: order.items_count,
                    total: order.taxed_total_price.formatted,
                  })}
                </p>
                <div className="flex flex-wrap gap-3">
                  {canRetryPayment(order) && <RetryPaymentButton order={order} />}
                  <FastCheckoutButton orderId={order.id} orderCode={order.code} />
                </div>
              </li>
            ))}
          </ul>
          <PageButtons meta={orders.data._meta} onPage={setPage} />
        </>
      ) : (
        <p className="text-neutral-700">{t('none')}</p>
      )}
    </QueryStatus>
  );
}
