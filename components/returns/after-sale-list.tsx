'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@contract/locales';
import { QueryStatus } from '@/components/customer/query-status';
import { formatCustomerDate } from '@/lib/customer/customer-format';
import { useCustomerQuery } from '@/lib/customer/use-customer-api';
import { Link } from '@/lib/i18n/navigation';
import { listComplaints, listRefunds } from '@/lib/returns/after-sale-api';
import { AfterSaleStateBadge } from './after-sale-state-badge';
import { afterSaleKeys } from './customer-after-sale';

interface Row {
  kind: 'refund' | 'complaint';
  id: number;
  number: string | null;
  orderCode: string;
  createdAt: string;
  state: Parameters<typeof AfterSaleStateBadge>[0]['state'];
}

/** The customer's returns and complaints, newest first, each with its state and a link to it. */
export function AfterSaleList() {
  const t = useTranslations('returns');
  const locale = useLocale() as Locale;
  const query = useCustomerQuery([...afterSaleKeys.list], async (api, signal) => {
    const [refunds, complaints] = await Promise.all([listRefunds(api, 1, signal), listComplaints(api, 1, signal)]);
    const rows: Row[] = [
      ...refunds.items.map((r) => ({
        kind: 'refund' as const,
        id: r.id,
        number: r.document_number,
        orderCode: r.order_code,
        createdAt: r.created_at,
        state: r.state,
      })),
      ...complaints.items.map((c) => ({
        kind: 'complaint' as const,
        id: c.id,
        number: c.document_number,
        orderCode: c.order_code,
        createdAt: c.created_at,
        state: c.state,
      })),
    ];
    return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  });
  return (
    <QueryStatus query={query}>
      {query.data?.length === 0 && <p className="text-neutral-700">{t('list.none')}</p>}
      <ul className="flex flex-col gap-3" data-testid="after-sale-list">
        {query.data?.map((row) => {
          const kind = t(`kind.${row.kind}`);
          const number = row.number ?? t('draftNumber');
          return (
            <li
              key={`${row.kind}-${row.id}`}
              className="flex flex-wrap items-center gap-3 rounded-md border border-neutral-300 p-4"
            >
              <Link
                href={{
                  pathname: row.kind === 'refund' ? '/customer/return/[id]' : '/customer/complaint/[id]',
                  params: { id: String(row.id) },
                }}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
              >
                {t('list.line', {
                  kind,
                  number,
                  order: row.orderCode,
                  date: formatCustomerDate(row.createdAt, locale),
                })}
              </Link>
              <AfterSaleStateBadge state={row.state} />
            </li>
          );
        })}
      </ul>
    </QueryStatus>
  );
}
