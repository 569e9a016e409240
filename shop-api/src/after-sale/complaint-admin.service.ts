import { msg } from '../messages/message';
import type { FastifyInstance } from 'fastify';
import type { AdminComplaintStateBody } from '@contract/calls/complaints';
import { canMoveComplaint, type ComplaintState } from '@contract/codes/complaints';
import type { Complaint } from '@contract/entities/complaint';
import type { Locale } from '@contract/locale-codes';
import { ApiError } from '../http/api-error';
import { findStoredOrder, type Executor, type StoredOrder, type Tx } from '../orders/orders.repository';
import { toMoney } from '../shop/money';
import { refused, type AfterSaleContext } from './after-sale-context';
import { mailedBankAccount, sendAfterSaleMail } from './after-sale-mailer';
import { creditsBack, moneyShare, type CreditAmount } from './after-sale-prices';
import { complaintAnswer } from './complaint-reads';
import { lockComplaint, updateComplaint, type ComplaintRow } from './complaints.repository';
import { creditsSpentOn, giveCreditsBack } from './refund-credits';

const sumOf = (credits: CreditAmount[]) => credits.reduce((sum, kind) => sum + kind.amount, 0);

/** The credits' share of a complaint's value (what loyalty credits paid of the claimed goods). */
async function complaintCredits(db: Executor, stored: StoredOrder, value: number): Promise<CreditAmount[]> {
  return creditsBack(await creditsSpentOn(db, stored.order), value, stored.order);
}

/**
 * A complaint settled with money back pays in money only the money's share of the claimed goods;
 * the credits' share goes back to the credit account, in the state change's transaction.
 */
async function giveComplaintCredits(
  tx: Tx,
  context: Omit<AfterSaleContext, 'caller'>,
  complaint: ComplaintRow,
): Promise<void> {
  const stored = await findStoredOrder(tx, complaint.orderId);
  if (!stored || stored.order.creditsAmount <= 0) return;
  const answer = await complaintAnswer(context, complaint, stored, tx);
  const credits = await complaintCredits(tx, stored, answer.taxed_price.value);
  await giveCreditsBack(tx, stored.order, credits, complaint.documentNumber, 'Complaint');
}

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
    const moved = { ...locked, state: body.state };
    if (body.state === 'refunded') await giveComplaintCredits(tx, context, moved);
    return moved;
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
          amount: toMoney(
            Math.round(complaint.taxed_price.value * moneyShare(stored.order) * 100) / 100,
            stored.order.locale as Locale,
            stored.currency,
          ).formatted,
          account: stored.order.paymentIsOnline ? null : mailedBankAccount(complaint),
          note,
          credits: sumOf(await complaintCredits(context.db, stored, complaint.taxed_price.value)),
        }
      : { event: 'state', state: body.state, note },
  );
  return complaint;
}
