import { msg } from '../messages/message';
import type { FastifyInstance } from 'fastify';
import type { AdminRefundStateBody } from '@contract/calls/refunds';
import { canMoveRefund, type RefundState } from '@contract/codes/returns';
import type { Refund } from '@contract/entities/refund';
import type { Locale } from '@contract/locale-codes';
import { ApiError } from '../http/api-error';
import { toMoney } from '../shop/money';
import { findStoredOrder, type Tx } from '../orders/orders.repository';
import { refused, type AfterSaleContext } from './after-sale-context';
import { greetingName, mailedBankAccount, sendAfterSaleMail } from './after-sale-mailer';
import { giveCreditsBack } from './refund-credits';
import { refundAnswer, refundParts } from './refund-reads';
import { refundAmounts } from './refund.serializer';
import { lockRefund, updateRefund, type RefundRow } from './refunds.repository';

/** The credits' share of a return goes back to the credit account as it is refunded (in its transaction). */
async function giveCreditsOf(tx: Tx, refund: RefundRow, locale: Locale): Promise<void> {
  const stored = await findStoredOrder(tx, refund.orderId);
  if (!stored || stored.order.creditsAmount <= 0) return;
  const { creditAmounts } = refundAmounts(await refundParts(tx, refund, stored, locale));
  await giveCreditsBack(tx, stored.order, creditAmounts, refund.documentNumber);
}

/** `PATCH /admin/refunds/{id}`: the next state (refundTransitions), then the customer's mail. */
export async function setRefundState(
  app: FastifyInstance,
  context: Omit<AfterSaleContext, 'caller'>,
  id: number,
  body: AdminRefundStateBody,
): Promise<Refund> {
  const row = await context.db.transaction(async (tx) => {
    const locked = await lockRefund(tx, id);
    if (!locked) throw ApiError.notFound('notFound.return');
    const from = locked.state as RefundState;
    if (!canMoveRefund(from, body.state))
      throw refused('state', msg('afterSale.returnState', { from, to: body.state }));
    await updateRefund(tx, id, { state: body.state });
    const moved = { ...locked, state: body.state };
    if (body.state === 'refunded') await giveCreditsOf(tx, moved, context.locale);
    return moved;
  });
  const stored = await findStoredOrder(context.db, row.orderId);
  if (!stored) throw ApiError.notFound('notFound.order');
  const refund = await refundAnswer({ ...context, caller: { customerId: null, token: undefined } }, row, stored);
  const record = {
    kind: 'refund' as const,
    id,
    documentNumber: row.documentNumber,
    email: stored.order.email,
    name: greetingName(stored),
  };
  const note = body.note ?? null;
  sendAfterSaleMail(
    app,
    record,
    stored,
    body.state === 'refunded'
      ? {
          event: 'money_sent',
          amount: toMoney(refund.taxed_total_price.value, stored.order.locale as Locale, stored.currency).formatted,
          account: mailedBankAccount(refund),
          note,
          credits: refund.credit_amounts.reduce((sum, kind) => sum + kind.amount, 0),
        }
      : { event: 'state', state: body.state, note },
  );
  return refund;
}
