import type { AuthorizeCart } from '../broadcasting/broadcasting-auth.service';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { findAccessibleCart, guestRequester } from './cart-access';

/**
 * Who may listen to a cart's live notices: whoever may use the cart (`findAccessibleCart`, the one
 * access rule of carts): the id of an open guest cart is the capability; an unknown, ordered or
 * foreign cart is refused. Customer sessions arrive with customer accounts.
 */
export function cartChannelAccess(db: Database): AuthorizeCart {
  return async (cartId) => {
    try {
      await findAccessibleCart(db, cartId, guestRequester);
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  };
}
