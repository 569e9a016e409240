import { ApiError } from '../http/api-error';
import type { Executor } from './cart-db';
import { findCart, type CartRow } from './cart.repository';

/** Who asks: the signed-in customer, or nobody (a guest). Customer accounts come later; today everybody is a guest. */
export interface CartRequester {
  customerId: number | null;
}

export const guestRequester: CartRequester = { customerId: null };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A malformed id names no cart: the same 404 as an unknown one, so probing ids tells nothing. */
export const cartNotFound = () => ApiError.notFound('notFound.cart');

/**
 * The one access rule of carts. Knowing a guest cart's id is the capability to use it; a cart that
 * belongs to a customer also needs that customer signed in (403 otherwise).
 */
export function assertCartAccess(cart: Pick<CartRow, 'customerId'>, requester: CartRequester): void {
  if (cart.customerId !== null && cart.customerId !== requester.customerId)
    throw new ApiError('forbidden', 'cart.customerCart');
}

/** The open cart with that id that the requester may use; 404 for a malformed, unknown or ordered one. */
export async function findAccessibleCart(db: Executor, id: string, requester: CartRequester): Promise<CartRow> {
  if (!uuidPattern.test(id)) throw cartNotFound();
  const cart = await findCart(db, id.toLowerCase());
  if (!cart || cart.orderedAt !== null) throw cartNotFound();
  assertCartAccess(cart, requester);
  return cart;
}

export function isCartId(id: string): boolean {
  return uuidPattern.test(id);
}
