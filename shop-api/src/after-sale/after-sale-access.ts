import type { FastifyRequest } from 'fastify';
import { optionalCustomer } from '../auth/request-customer';
import { ApiError } from '../http/api-error';
import { orderTokenMatches } from '../orders/order-token';
import { findStoredOrder, type Executor, type StoredOrder } from '../orders/orders.repository';
import type { AfterSaleSigner } from './after-sale-links';

/**
 * Who may file and read returns and complaints of an order (docs/returns-and-complaints.md, "Who
 * may call"): the signed-in customer who owns it, or a guest with `X-Order-Token` (the token
 * POST /orders answered, or a proof from POST /order-access).
 */
export interface AfterSaleCaller {
  customerId: number | null;
  token: string | undefined;
}

export async function afterSaleCaller(request: FastifyRequest): Promise<AfterSaleCaller> {
  const customer = await optionalCustomer(request);
  const header = request.headers['x-order-token'];
  return { customerId: customer?.customerId ?? null, token: typeof header === 'string' ? header : undefined };
}

/** Whether the caller may act on the order (without telling why not). */
export function mayUse(stored: StoredOrder, caller: AfterSaleCaller, signer: AfterSaleSigner): boolean {
  if (caller.customerId !== null && stored.order.customerId === caller.customerId) return true;
  if (orderTokenMatches(caller.token, stored.order.accessTokenHash)) return true;
  return signer.provenOrderId(caller.token) === stored.order.id;
}

/**
 * The order, when the caller may use it. An unknown order, or one a signed-in caller does not own,
 * is a 404 (ids tell nothing); a guest without a token that opens it gets a 403.
 */
export async function orderForCaller(
  db: Executor,
  orderId: number,
  caller: AfterSaleCaller,
  signer: AfterSaleSigner,
): Promise<StoredOrder> {
  const stored = await findStoredOrder(db, orderId);
  if (!stored) throw ApiError.notFound('notFound.order');
  if (mayUse(stored, caller, signer)) return stored;
  if (caller.customerId !== null) throw ApiError.notFound('notFound.order');
  throw new ApiError('forbidden', caller.token ? 'afterSale.tokenWrong' : 'afterSale.tokenMissing');
}
