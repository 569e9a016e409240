import type { AuthorizeCart } from '../broadcasting/broadcasting-auth.service';
import { cartRequester } from '../auth/request-customer';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { findAccessibleCart } from './cart-access';

/**
 * Who may listen to a cart's live notices: whoever may use the cart (`findAccessibleCart`, the one
 * access rule of carts): the id of an open guest cart is the capability; a customer's cart also
 * needs that customer's bearer; an unknown, ordered or foreign cart is refused. A bearer that is
 * sent but not valid answers 401 (the storefront refreshes and asks again).
 */
export function cartChannelAccess(db: Database): AuthorizeCart {
  return async (cartId, request) => {
    const requester = await cartRequester(request, db);
    try {
      await findAccessibleCart(db, cartId, requester);
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  };
}
