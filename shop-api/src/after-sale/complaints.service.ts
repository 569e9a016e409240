import { contractFieldErrors } from '../messages/contract-texts';
import { msg } from '../messages/message';
import { addressTypeCodes, type AddressType } from '@contract/codes/address-types';
import { complaintPhotoLimits, complaintSettleDays } from '@contract/codes/complaints';
import type { ApiFieldError } from '../http/api-error';
import type { AfterSaleAddressBody, AfterSaleListQuery } from '@contract/calls/after-sale';
import type { CreateComplaintBody, PatchComplaintBody, PutComplaintItemsBody } from '@contract/calls/complaints';
import type { Complaint } from '@contract/entities/complaint';
import type { ListEnvelope } from '@contract/envelope';
import { bankAccountIssues } from '@contract/rules/bank-account';
import { findStoredOrder, type StoredOrder, type Tx } from '../orders/orders.repository';
import { orderForCaller } from './after-sale-access';
import { addressColumnsFromBody, addressColumnsFromOrder } from './after-sale-addresses';
import { documentNumber, refuseAll, refused, storedBankAccount, type AfterSaleContext } from './after-sale-context';
import { afterSalePage, pageOf } from './after-sale-list';
import { isReturnableLine } from './after-sale-prices';
import { lockOrder } from './after-sale.repository';
import { complaintAnswer, complaintForCaller } from './complaint-reads';
import {
  insertComplaint,
  lockComplaint,
  pageOfComplaints,
  replaceComplaintItems,
  unitsClaimedElsewhere,
  updateComplaint,
  upsertComplaintAddress,
  type ComplaintRow,
} from './complaints.repository';
import { complaintEligibility } from './deadlines';

/** Complaints (docs/returns-and-complaints.md): the rules of each call; SQL in complaints.repository.ts. */

const dayMs = 24 * 60 * 60 * 1000;

function eligibilityOf(stored: StoredOrder, now: Date) {
  return complaintEligibility(
    { paidAt: stored.order.paidAt, cancelledAt: stored.order.cancelledAt, shipments: stored.shipments },
    now,
  );
}

/** `POST /complaints`: a draft of a paid, uncancelled order within 24 months, contact from the order. */
export async function createComplaint(context: AfterSaleContext, body: CreateComplaintBody): Promise<Complaint> {
  const stored = await orderForCaller(context.db, body.order_id, context.caller, context.signer);
  const eligible = eligibilityOf(stored, context.now);
  if (!eligible.ok) throw refused('order_id', eligible.message);
  const billing = stored.addresses.find((address) => address.type === addressTypeCodes.billing);
  const complaint = await context.db.transaction(async (tx) => {
    const created = await insertComplaint(tx, {
      orderId: stored.order.id,
      customerId: stored.order.customerId,
      type: body.type,
      firstName: billing?.firstName ?? null,
      lastName: billing?.lastName ?? null,
      email: stored.order.email,
      phone: billing?.phone ?? null,
      expirationAt: eligible.expiresAt,
    });
    for (const address of stored.addresses) {
      const { type, ...columns } = addressColumnsFromOrder(address);
      await upsertComplaintAddress(tx, created.id, type, columns);
    }
    return created;
  });
  return complaintAnswer(context, complaint, stored);
}

export async function getComplaint(context: AfterSaleContext, id: number): Promise<Complaint> {
  const { complaint, stored } = await complaintForCaller(context, id);
  return complaintAnswer(context, complaint, stored);
}

export async function listComplaints(
  context: AfterSaleContext,
  query: AfterSaleListQuery,
): Promise<ListEnvelope<Complaint>> {
  const scope = await afterSalePage(context, query);
  const page = pageOf(query);
  const { rows, total } = await pageOfComplaints(context.db, scope, page);
  const items: Complaint[] = [];
  for (const complaint of rows) {
    const stored = await findStoredOrder(context.db, complaint.orderId);
    if (stored) items.push(await complaintAnswer(context, complaint, stored));
  }
  return { items, _meta: page.meta(total), _errors: {} };
}

/** Runs a change of a draft in one transaction, its row locked; a sent complaint is a 422 on `state`. */
export async function changeComplaintDraft(
  context: AfterSaleContext,
  id: number,
  change: (tx: Tx, complaint: ComplaintRow, stored: StoredOrder) => Promise<void>,
): Promise<Complaint> {
  const { stored } = await complaintForCaller(context, id);
  const complaint = await context.db.transaction(async (tx) => {
    const locked = await lockComplaint(tx, id);
    if (!locked) throw refused('id', 'afterSale.complaintGone');
    if (locked.state !== 'draft') throw refused('state', 'afterSale.complaintSentLocked');
    await change(tx, locked, stored);
    return (await lockComplaint(tx, id)) ?? locked;
  });
  return complaintAnswer(context, complaint, stored);
}

/** `PATCH /complaints/{id}`: type, contact and bank account of a draft. */
export function patchComplaint(context: AfterSaleContext, id: number, body: PatchComplaintBody): Promise<Complaint> {
  return changeComplaintDraft(context, id, async (tx, complaint) => {
    await updateComplaint(tx, complaint.id, {
      ...storedBankAccount(body),
      ...(body.type === undefined ? {} : { type: body.type }),
      ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
      ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
      ...(body.email === undefined ? {} : { email: body.email }),
      ...(body.phone === undefined ? {} : { phone: body.phone }),
    });
  });
}

/** `PUT /complaints/{id}/items`: the claimed items, never more units than bought less other open claims. */
export function putComplaintItems(
  context: AfterSaleContext,
  id: number,
  body: PutComplaintItemsBody,
): Promise<Complaint> {
  return changeComplaintDraft(context, id, async (tx, complaint, stored) => {
    await lockOrder(tx, complaint.orderId);
    const claimed = await unitsClaimedElsewhere(tx, complaint.orderId, complaint.id);
    const lines = new Map(stored.items.filter(isReturnableLine).map((item) => [item.id, item]));
    const errors: ApiFieldError[] = [];
    body.items.forEach((line, index) => {
      const item = lines.get(line.order_item_id);
      const left = item ? item.amount - (claimed.get(item.id) ?? 0) : 0;
      if (!item) errors.push({ field: `items.${index}.order_item_id`, message: 'afterSale.notAnItem' });
      else if (line.amount > left)
        errors.push({
          field: `items.${index}.amount`,
          message: msg('afterSale.atMostClaimed', { count: Math.max(0, left) }),
        });
    });
    refuseAll(errors);
    await replaceComplaintItems(
      tx,
      complaint.id,
      body.items.map((line) => ({
        orderItemId: line.order_item_id,
        amount: line.amount,
        reason: line.reason,
        description: line.description,
        preferredResolve: line.preferred_resolve,
      })),
    );
  });
}

/** `PUT /complaints/{id}/addresses/{type}`. */
export function putComplaintAddress(
  context: AfterSaleContext,
  id: number,
  type: AddressType,
  body: AfterSaleAddressBody,
): Promise<Complaint> {
  return changeComplaintDraft(context, id, async (tx, complaint) => {
    const columns = await addressColumnsFromBody(tx, body, context.caller.customerId);
    await upsertComplaintAddress(tx, complaint.id, addressTypeCodes[type], columns);
  });
}

/** What keeps a draft complaint from being sent, as field errors. */
function submitErrors(answer: Complaint, now: Date): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  if (now >= new Date(answer.expiration_at)) errors.push({ field: 'order_id', message: 'afterSale.complaintRunOut' });
  if (answer.items.length === 0) errors.push({ field: 'items', message: 'afterSale.noClaimItems' });
  answer.items.forEach((item, index) => {
    const claimable = answer.claimable_items.find((entry) => entry.order_item_id === item.order_item_id);
    if (item.amount > (claimable?.max_amount ?? 0))
      errors.push({
        field: `items.${index}.amount`,
        message: msg('afterSale.atMostClaimed', { count: claimable?.max_amount ?? 0 }),
      });
  });
  if (!answer.first_name) errors.push({ field: 'first_name', message: 'checkout.firstName' });
  if (!answer.last_name) errors.push({ field: 'last_name', message: 'checkout.lastName' });
  if (answer.needs_bank_account)
    errors.push(...contractFieldErrors(bankAccountIssues(answer).map(([field, message]) => ({ field, message }))));
  if (answer.photos.length > complaintPhotoLimits.count)
    errors.push({ field: 'photos', message: msg('afterSale.photoCount', { count: complaintPhotoLimits.count }) });
  return errors;
}

/** `POST /complaints/{id}/submit`: checks again, numbers it, sets the 30 days; the mail goes after. */
export async function submitComplaint(
  context: AfterSaleContext,
  id: number,
): Promise<{ complaint: Complaint; row: ComplaintRow; stored: StoredOrder }> {
  const { stored } = await complaintForCaller(context, id);
  const row = await context.db.transaction(async (tx) => {
    await lockOrder(tx, stored.order.id);
    const locked = await lockComplaint(tx, id);
    if (!locked) throw refused('id', 'afterSale.complaintGone');
    if (locked.state !== 'draft') throw refused('state', 'afterSale.complaintSent');
    const fresh = (await findStoredOrder(tx, stored.order.id)) ?? stored;
    refuseAll(submitErrors(await complaintAnswer(context, locked, fresh, tx), context.now));
    await updateComplaint(tx, id, {
      state: 'submitted',
      submittedAt: context.now,
      resolveBy: new Date(context.now.getTime() + complaintSettleDays * dayMs),
      documentNumber: documentNumber('RK', id, context.now),
    });
    return (await lockComplaint(tx, id)) ?? locked;
  });
  return { complaint: await complaintAnswer(context, row, stored), row, stored };
}
