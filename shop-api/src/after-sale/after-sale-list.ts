import type { AfterSaleListQuery } from '@contract/calls/after-sale';
import type { ListMeta } from '@contract/envelope';
import { orderForCaller } from './after-sale-access';
import { refused, type AfterSaleContext } from './after-sale-context';

/**
 * Whose returns or complaints a list shows: one order's (the caller must be able to use it), else
 * the signed-in customer's; a guest must name the order.
 */
export async function afterSalePage(
  context: AfterSaleContext,
  query: AfterSaleListQuery,
): Promise<{ orderId?: number; customerId?: number }> {
  if (query.order_id !== undefined) {
    await orderForCaller(context.db, query.order_id, context.caller, context.signer);
    return { orderId: query.order_id };
  }
  if (context.caller.customerId === null) throw refused('order_id', 'afterSale.signInOrToken');
  return { customerId: context.caller.customerId };
}

export function pageOf(query: AfterSaleListQuery) {
  const perPage = query.per_page ?? 10;
  const page = query.page ?? 1;
  return {
    limit: perPage,
    offset: (page - 1) * perPage,
    meta: (total: number): ListMeta => ({ page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) }),
  };
}
