import { msg } from '../messages/message';
import type { FastifyInstance } from 'fastify';
import type { AdminComplaintStateBody } from '@contract/calls/complaints';
import { canMoveComplaint, type ComplaintState } from '@contract/codes/complaints';
import type { Complaint } from '@contract/entities/complaint';
import type { Locale } from '@contract/locale-codes';
import { ApiError } from '../http/api-error';
import { findStoredOrder } from '../orders/orders.repository';
import { toMoney } from '../shop/money';
import { refused, type AfterSaleContext } from './after-sale-context';
import { mailedBankAccount, sendAfterSaleMail } from './after-sale-mailer';
import { complaintAnswer } from './complaint-reads';
import { lockComplaint, updateComplaint } from './complaints.repository';

/** `PATCH /admin/complaints/{id}`: the next state (complaintTransitions), then the customer's mail. */
export async function setComplaintState(
  app: FastifyInstance,
  context: Omit<AfterSaleContext, 'caller'>,
  id: number,
  body: AdminComplaintStateBody,
): Promise<Complaint> {
  const row = await context.db.transaction(async (tx) => {
    const locked = await lockComplaint(tx, id);
    if (!locked) throw ApiError.notFound('notFound.complaint');
    const from = locked.state as ComplaintState;
    if (!canMoveComplaint(from, body.state))
      throw refused('state', msg('afterSale.complaintState', { from, to: body.state }));
    await updateComplaint(tx, id, { state: body.state });
    return { ...locked, state: body.state };
  });
  const stored = await findStoredOrder(context.db, row.orderId);
  if (!stored) throw ApiError.notFound('notFound.order');
  const complaint = await complaintAnswer(context, row, stored);
  const record = {
    kind: 'complaint' as const,
    id,
    documentNumber: row.documentNumber,
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  };
  const note = body.note ?? null;
  sendAfterSaleMail(
    app,
    record,
    stored,
    body.state === 'refunded'
      ? {
          event: 'money_sent',
          amount: toMoney(complaint.taxed_price.value, stored.order.locale as Locale, stored.currency).formatted,
          account: stored.order.paymentIsOnline ? null : mailedBankAccount(complaint),
          note,
        }
      : { event: 'state', state: body.state, note },
  );
  return complaint;
}
