import type { AfterSaleSlip } from '@contract/entities/after-sale';
import { ApiError } from '../http/api-error';
import { findStoredOrder } from '../orders/orders.repository';
import type { AfterSaleContext } from './after-sale-context';
import { slipLinkGiven, toSlip } from './after-sale-slip';
import { complaintAnswer, complaintForCaller } from './complaint-reads';
import { findComplaint } from './complaints.repository';

/** `GET /complaints/{id}/slip`: through the mail's signed link, or for whoever may read the complaint. */
export async function complaintSlip(
  context: AfterSaleContext,
  id: number,
  query: { expires?: number; signature?: string },
): Promise<AfterSaleSlip> {
  let found;
  if (slipLinkGiven(context.signer, 'complaint', id, query)) {
    const complaint = await findComplaint(context.db, id);
    const stored = complaint && (await findStoredOrder(context.db, complaint.orderId));
    if (!complaint || !stored) throw ApiError.notFound('notFound.complaint');
    found = { complaint, stored };
  } else found = await complaintForCaller(context, id);
  const answer = await complaintAnswer(context, found.complaint, found.stored);
  return toSlip({
    kind: 'complaint',
    id,
    documentNumber: answer.document_number,
    orderCode: answer.order_code,
    submittedAt: found.complaint.submittedAt,
    email: answer.email,
    addresses: answer.addresses,
    shippingMethodName: null,
    items: answer.items.map((item) => ({ name: item.name, sku: item.sku, amount: item.amount })),
    locale: context.locale,
  });
}
