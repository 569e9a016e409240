import type { Cart, CartNotice } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { assertCartAccess, cartNotFound, isCartId, type CartRequester } from './cart-access';
import type { Executor, Tx } from './cart-db';
import type { CartContext } from './cart-pricing';
import { cartAnswerOf, changeCart, loadPricedCart } from './cart-writes';
import { findCart, type CartRow } from './cart.repository';
import { releaseExpiredReservations } from './stock-reservation';

type Ctx = CartContext & { db: Database };

/** The open cart the requester may use (404 unknown, malformed or ordered; 403 another customer's). */
export async function accessibleCart(db: Executor, id: string, requester: CartRequester): Promise<CartRow> {
  if (!isCartId(id)) throw cartNotFound();
  const cart = await findCart(db, id.toLowerCase());
  if (!cart || cart.orderedAt !== null) throw cartNotFound();
  assertCartAccess(cart, requester);
  return cart;
}

/** The cart answer for a requester (a customer's cart included). */
export async function cartAnswerFor(
  ctx: CartContext,
  cartId: string,
  requester: CartRequester,
  notices: CartNotice[] = [],
): Promise<Cart> {
  let cart = await accessibleCart(ctx.db, cartId, requester);
  if (cart.expirationAt !== null && cart.expirationAt <= new Date()) {
    await releaseExpiredReservations(ctx.db, cart.id);
    cart = await accessibleCart(ctx.db, cartId, requester);
  }
  return cartAnswerOf(await loadPricedCart(ctx, cart, notices));
}

/** A write of a cart on behalf of a requester, as every cart write runs (`changeCart`, cart-writes.ts). */
export function runRequesterCartWrite<T>(
  ctx: Ctx,
  cartId: string,
  requester: CartRequester,
  change: (tx: CartContext & { db: Tx }, cart: CartRow) => Promise<T>,
  options: { beforeLock?: (tx: Tx, cartId: string) => Promise<void> } = {},
): Promise<T> {
  return changeCart(ctx, cartId, requester, change, options.beforeLock);
}
