'use client';

import { StartAfterSale } from '@/components/returns/start-after-sale';
import { useRouter } from '@/lib/i18n/navigation';

/** The order's "Return goods" and "File a complaint": each opens its draft's page, the form. */
export function OrderAfterSale({ orderId }: { orderId: number }) {
  const router = useRouter();
  return (
    <StartAfterSale
      orderId={orderId}
      access={null}
      canComplain
      onStarted={(started) =>
        router.push(
          started.kind === 'refund'
            ? { pathname: '/customer/return/[id]', params: { id: String(started.refund.id) } }
            : { pathname: '/customer/complaint/[id]', params: { id: String(started.complaint.id) } },
        )
      }
    />
  );
}
