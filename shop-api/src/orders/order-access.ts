import { ApiError } from '../http/api-error';
import { orderTokenMatches } from './order-token';
import { findStoredOrder, type Executor, type StoredOrder } from './orders.repository';

/** Who reads or pays an order: the token POST /orders answered, and/or the signed-in customer. */
export interface OrderReader {
  /** `X-Order-Token`. */
  token: string | undefined;
  /** The bearer's customer; null without a bearer. */
  customerId: number | null;
}

/**
 * The one check of who may read an order or pay it. A guest sends the token POST /orders answered
 * (`X-Order-Token`): an unknown order is a 404, a missing or wrong token a 403. A signed-in
 * customer opens their own orders with the bearer alone; another customer's order is a 404, the
 * same answer as an unknown id, so ids tell nothing. A token that opens the order always does.
 */
export async function orderForReader(db: Executor, orderId: number, reader: OrderReader): Promise<StoredOrder> {
  const stored = await findStoredOrder(db, orderId);
  if (!stored) throw ApiError.notFound('notFound.order');
  if (reader.customerId !== null && stored.order.customerId === reader.customerId) return stored;
  if (orderTokenMatches(reader.token, stored.order.accessTokenHash)) return stored;
  if (reader.customerId !== null) throw ApiError.notFound('notFound.order');
  throw new ApiError('forbidden', reader.token ? 'order.tokenWrong' : 'order.tokenMissing');
}
