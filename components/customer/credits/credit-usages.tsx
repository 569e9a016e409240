'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@contract/locales';
import { listCustomerAccountUsages } from '@/lib/customer/customer-api';
import { formatCredits, formatCustomerDate } from '@/lib/customer/customer-format';
import { customerKeys, useCustomerQuery } from '@/lib/customer/use-customer-api';
import { PageButtons } from '../page-buttons';
import { QueryStatus } from '../query-status';

/** The history of credits received and spent, newest first, a page at a time. */
export function CreditUsages() {
  const t = useTranslations('credits');
  const locale = useLocale() as Locale;
  const [page, setPage] = useState(1);
  const usages = useCustomerQuery(customerKeys.usages(page), (api, signal) =>
    listCustomerAccountUsages(api, page, signal),
  );
  return (
    <section aria-labelledby="credit-usages-heading" className="flex flex-col gap-2">
      <h2 id="credit-usages-heading" className="text-xl font-semibold">
        {t('history')}
      </h2>
      <QueryStatus query={usages}>
        {usages.data?.items.length ? (
          <>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2">
                    {t('date')}
                  </th>
                  <th scope="col">{t('operation')}</th>
                  <th scope="col" className="text-right">
                    {t('change')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {usages.data.items.map((usage) => (
                  <tr key={usage.id} className="border-b border-neutral-200">
                    <td className="py-2">{formatCustomerDate(usage.created_at, locale)}</td>
                    <td>
                      {usage.reason === 'other' ? usage.name : t(`reasons.${usage.reason}`)}
                      <span className="block text-neutral-600">{usage.customer_account_name}</span>
                    </td>
                    <td className="text-right tabular-nums">{formatCredits(usage.amount, locale, true)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <PageButtons meta={usages.data._meta} onPage={setPage} />
          </>
        ) : (
          <p className="text-neutral-700">{t('noHistory')}</p>
        )}
      </QueryStatus>
    </section>
  );
}
