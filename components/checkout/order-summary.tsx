import { useTranslations } from 'next-intl';
import { isOrderPaid, type Order } from '@contract/entities/order';
import { paymentGateway } from '@contract/codes/card-gateways';
import type { SummaryStatus } from '@/lib/checkout/summary-status';
import { Link } from '@/lib/i18n/navigation';
import { OrderRecap } from './order-recap';
import { PayAgainButton } from './pay-again-button';
import { PayLaterInstructions } from './pay-later-instructions';
import { SummaryPhase } from './summary-phase';

/**
 * The summary of an order: a heading for its status (success, error, unknown), what to do next
 * (pay-later instructions with the QR code, or "pay again" for an unpaid online order), and what
 * was ordered. `isLatest`: the order just placed in this browser, whose summary is the checkout's
 * last phase; a customer's older order (back from paying it) is shown outside the checkout.
 */
export function OrderSummary({
  order,
  status,
  recipientName,
  isLatest = true,
}: {
  order: Order;
  status: SummaryStatus;
  recipientName: string;
  isLatest?: boolean;
}) {
  const t = useTranslations('checkout.summary');
  const canPayAgain =
    !isOrderPaid(order) && !order.cancelled_at && paymentGateway(order.payment.payment_service) !== null;
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-6" data-status={status}>
      {isLatest && <SummaryPhase />}
      <header>
        <h1 id="summary-title" className="text-2xl font-bold">
          {t(`heading.${status}`)}
        </h1>
        <p className="mt-2 text-neutral-800">{t(`lead.${status}`, { code: order.code, email: order.email })}</p>
        <p className="mt-1 text-sm text-neutral-700">
          {t('orderNumber')}: <strong data-testid="order-code">{order.code}</strong>
        </p>
      </header>
      {canPayAgain && <PayAgainButton orderId={order.id} paymentService={order.payment.payment_service} />}
      <PayLaterInstructions order={order} recipientName={recipientName} />
      <OrderRecap order={order} />
      <p>
        <Link href="/" className="font-medium text-brand-700 underline">
          {t('continueShopping')}
        </Link>
      </p>
    </section>
  );
}
