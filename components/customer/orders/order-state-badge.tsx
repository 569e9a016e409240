'use client';

import { useTranslations } from 'next-intl';
import type { OrderState } from '@contract/entities/order';
import { orderStateTone } from '@/lib/customer/order-state';

/** The state of an order in words (never by colour alone). */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const t = useTranslations('customerArea.orderState');
  return (
    <span
      data-testid="order-state"
      className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${orderStateTone[state]}`}
    >
      {t(state)}
    </span>
  );
}
