import { ApiError } from '../http/api-error';
import { orderTokenMatches } from './order-token';
import { findStoredOrder, type Executor, type StoredOrder } from './orders.repository';

/**
 * The one check of who may read an order or pay it: a guest sends the token POST /orders answered
 * (`X-Order-Token`). An unknown order is a 404, a missing or wrong token a 403. (Customer accounts
 * will add "or the bearer token of the order's customer" here.)
 */
export async function orderForToken(db: Executor, orderId: number, token: string | undefined): Promise<StoredOrder> {
  const stored = await findStoredOrder(db, orderId);
  if (!stored) throw ApiError.notFound('The order');
  if (!orderTokenMatches(token, stored.order.accessTokenHash)) {
    throw new ApiError(
      'forbidden',
      token ? 'This access token does not open the order.' : 'Send the order’s access token as X-Order-Token.',
    );
  }
  return stored;
}
