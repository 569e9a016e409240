'use client';

import { useQueryClient } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { QueryStatus } from '@/components/customer/query-status';
import { ApiClientError } from '@/lib/api/api-client-error';
import { useCustomerQuery } from '@/lib/customer/use-customer-api';
import { getComplaint, getRefund } from '@/lib/returns/after-sale-api';
import { isDraft } from '@/lib/returns/after-sale-state';
import { AfterSaleSummary } from './after-sale-summary';
import { ComplaintForm } from './complaint-form';
import { ReturnForm } from './return-form';

export const afterSaleKeys = {
  list: ['customer', 'after-sale'] as const,
  refund: (id: number) => ['customer', 'after-sale', 'refund', id] as const,
  complaint: (id: number) => ['customer', 'after-sale', 'complaint', id] as const,
};

/** The customer's return: its form while a draft, then what became of it. Someone else's is a 404. */
export function CustomerRefund({ id }: { id: number }) {
  const t = useTranslations('returns.detail');
  const client = useQueryClient();
  const query = useCustomerQuery(afterSaleKeys.refund(id), (api, signal) => getRefund(api, null, id, signal));
  if (query.error instanceof ApiClientError && query.error.status === 404) notFound();
  const refund = query.data;
  return (
    <QueryStatus query={query}>
      {refund &&
        (isDraft(refund) ? (
          <ReturnForm
            refund={refund}
            access={null}
            onSent={(sent) => client.setQueryData(afterSaleKeys.refund(id), sent)}
          />
        ) : (
          <>
            {refund.state === 'submitted' && <p className="mb-4 text-green-800">{t('thanks')}</p>}
            <AfterSaleSummary kind="refund" item={refund} />
          </>
        ))}
    </QueryStatus>
  );
}

/** The customer's complaint: its form while a draft, then what became of it. */
export function CustomerComplaint({ id }: { id: number }) {
  const t = useTranslations('returns.detail');
  const client = useQueryClient();
  const query = useCustomerQuery(afterSaleKeys.complaint(id), (api, signal) => getComplaint(api, null, id, signal));
  if (query.error instanceof ApiClientError && query.error.status === 404) notFound();
  const complaint = query.data;
  return (
    <QueryStatus query={query}>
      {complaint &&
        (isDraft(complaint) ? (
          <ComplaintForm
            complaint={complaint}
            access={null}
            onSent={(sent) => client.setQueryData(afterSaleKeys.complaint(id), sent)}
          />
        ) : (
          <>
            {complaint.state === 'submitted' && <p className="mb-4 text-green-800">{t('thanks')}</p>}
            <AfterSaleSummary kind="complaint" item={complaint} />
          </>
        ))}
    </QueryStatus>
  );
}
