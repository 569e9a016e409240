import type { AfterSaleSlip } from '@contract/entities/after-sale';
import { ApiError } from '../http/api-error';
import { findStoredOrder } from '../orders/orders.repository';
import type { AfterSaleContext } from './after-sale-context';
import { toSlip, slipLinkGiven } from './after-sale-slip';
import { refundAnswer, refundForCaller } from './refund-reads';
import { findRefund } from './refunds.repository';

/** `GET /refunds/{id}/slip`: through the mail's signed link, or for whoever may read the return. */
export async function refundSlip(
  context: AfterSaleContext,
  id: number,
  query: { expires?: number; signature?: string },
): Promise<AfterSaleSlip> {
  let found;
  if (slipLinkGiven(context.signer, 'refund', id, query)) {
    const refund = await findRefund(context.db, id);
    const stored = refund && (await findStoredOrder(context.db, refund.orderId));
    if (!refund || !stored) throw ApiError.notFound('notFound.return');
    found = { refund, stored };
  } else found = await refundForCaller(context, id);
  const answer = await refundAnswer(context, found.refund, found.stored);
  return toSlip({
    kind: 'refund',
    id,
    documentNumber: answer.document_number,
    orderCode: answer.order_code,
    submittedAt: found.refund.submittedAt,
    email: found.stored.order.email,
    addresses: answer.addresses,
    shippingMethodName: answer.shipping_method?.name ?? null,
    items: answer.items.map((item) => ({ name: item.name, sku: item.sku, amount: item.amount })),
    locale: context.locale,
  });
}
