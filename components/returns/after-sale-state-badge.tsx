'use client';

import { useTranslations } from 'next-intl';
import type { ComplaintState } from '@contract/codes/complaints';
import type { RefundState } from '@contract/codes/returns';
import { afterSaleStateTone } from '@/lib/returns/after-sale-state';

/** The state of a return or complaint in words (never by colour alone). */
export function AfterSaleStateBadge({ state }: { state: RefundState | ComplaintState }) {
  const t = useTranslations('returns.state');
  return (
    <span
      data-testid="after-sale-state"
      className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${afterSaleStateTone(state)}`}
    >
      {t(state)}
    </span>
  );
}
