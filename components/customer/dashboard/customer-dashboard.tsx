'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@contract/locales';
import { useSession } from '@/lib/auth/use-session';
import { listCustomerOrders } from '@/lib/customer/customer-api';
import { formatCustomerDate, greetingName } from '@/lib/customer/customer-format';
import { customerKeys, useCustomerQuery } from '@/lib/customer/use-customer-api';
import { Link } from '@/lib/i18n/navigation';
import { CreditBalances } from '../credits/credit-balances';
import { CreditUsages } from '../credits/credit-usages';
import { OrderStateBadge } from '../orders/order-state-badge';
import { QueryStatus } from '../query-status';

/** The dashboard: a greeting, the latest order, the credit balances and history, and where to go next. */
export function CustomerDashboard() {
  const t = useTranslations('customerArea.dashboard');
  const locale = useLocale() as Locale;
  const { customer } = useSession();
  const orders = useCustomerQuery(customerKeys.orders(1), (api, signal) => listCustomerOrders(api, 1, signal));
  const latest = orders.data?.items[0];
  return (
    <div className="flex flex-col gap-8">
      {customer && (
        <p data-testid="customer-greeting" className="text-lg">
          {t('greeting', { name: greetingName(customer) })}
        </p>
      )}
      <section aria-labelledby="latest-order-heading" className="flex flex-col gap-2">
        <h2 id="latest-order-heading" className="text-xl font-semibold">
          {t('latestOrder')}
        </h2>
        <QueryStatus query={orders}>
          {latest ? (
            <p className="flex flex-wrap items-center gap-3">
              <Link
                href={{ pathname: '/customer/order/[id]', params: { id: String(latest.id) } }}
                className="font-medium text-brand-700 underline"
              >
                {t('orderLink', { code: latest.code })}
              </Link>
              <span>{formatCustomerDate(latest.created_at, locale)}</span>
              <span>{latest.taxed_total_price.formatted}</span>
              <OrderStateBadge state={latest.state} />
            </p>
          ) : (
            <p className="text-neutral-700">{t('noOrders')}</p>
          )}
        </QueryStatus>
      </section>
      <CreditBalances />
      <CreditUsages />
      <nav aria-labelledby="dashboard-links-heading">
        <h2 id="dashboard-links-heading" className="text-xl font-semibold">
          {t('links')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-3">
          {(
            [
              ['/customer/my-orders', 'myOrders'],
              ['/customer/returns-and-complaints', 'returnsAndComplaints'],
              ['/customer/account', 'account'],
              ['/customer/my-addresses', 'myAddresses'],
              ['/customer/favorite-products', 'favoriteProducts'],
            ] as const
          ).map(([href, key]) => (
            <li key={href}>
              <Link
                href={href}
                className="inline-flex min-h-11 items-center rounded-md border px-4 hover:bg-neutral-100"
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
