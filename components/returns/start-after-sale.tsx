'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Complaint } from '@contract/entities/complaint';
import type { Refund } from '@contract/entities/refund';
import { FormAlert } from '@/components/form/form-alert';
import { primaryButton, secondaryButton } from '@/components/customer/query-status';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { startComplaint, startRefund, type AfterSaleAccess } from '@/lib/returns/after-sale-api';
import { sendInSteps } from './submit-steps';
import { useIssueText } from './use-issue-text';

export type Started = { kind: 'refund'; refund: Refund } | { kind: 'complaint'; complaint: Complaint };

/**
 * "Return goods" and "File a complaint" of an order: each opens a draft at the shop API, whose
 * form the caller then shows. The API decides whether the order may still be returned or claimed;
 * its refusal (a 422 with the reason) is shown here.
 */
export function StartAfterSale({
  orderId,
  access,
  canComplain,
  onStarted,
}: {
  orderId: number;
  access: AfterSaleAccess;
  canComplain: boolean;
  onStarted: (started: Started) => void;
}) {
  const t = useTranslations('returns.start');
  const api = useCustomerApi();
  const [pending, setPending] = useState<'refund' | 'complaint' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { apiText } = useIssueText();

  const start = async (kind: 'refund' | 'complaint') => {
    setPending(kind);
    setAlert(null);
    const outcome = await sendInSteps<Started>(async () =>
      kind === 'refund'
        ? { kind, refund: await startRefund(api, access, orderId) }
        : { kind, complaint: await startComplaint(api, access, { order_id: orderId, type: 'defect' }) },
    );
    setPending(null);
    if (outcome.ok) return onStarted(outcome.value);
    const refusal = outcome.fieldErrors[0];
    setAlert(refusal ? apiText(refusal) : outcome.status === 422 ? t('notAllowed') : t('failed'));
  };

  return (
    <section aria-labelledby="after-sale-heading" className="flex flex-col gap-3" data-testid="start-after-sale">
      <h2 id="after-sale-heading" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <p className="text-neutral-700">
        {t('returnText')} {t('complaintText')}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={pending !== null}
          onClick={() => void start('refund')}
        >
          {pending === 'refund' ? t('starting') : t('returnGoods')}
        </button>
        {canComplain && (
          <button
            type="button"
            className={secondaryButton}
            disabled={pending !== null}
            onClick={() => void start('complaint')}
          >
            {pending === 'complaint' ? t('starting') : t('fileComplaint')}
          </button>
        )}
      </div>
      <FormAlert text={alert} />
    </section>
  );
}
