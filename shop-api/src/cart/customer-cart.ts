import type { Cart, CartNotice } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { assertCartAccess, cartNotFound, isCartId, type CartRequester } from './cart-access';
import type { Executor, Tx } from './cart-db';
import { syncGifts } from './cart-gifts';
import type { CartContext } from './cart-pricing';
import { cartAnswerOf, loadPricedCart } from './cart-writes';
import { findCart, lockCart, selectCartItems, updateCart, type CartRow } from './cart.repository';
import { lockStockRows, releaseExpiredReservations, reserveCartStock, type StockKey } from './stock-reservation';
import { selectGiftRules } from './vouchers.repository';

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

/**
 * A write of a cart on behalf of a requester, as every cart write runs (cart-writes.ts): the cart
 * row locked, the stock rows locked, the change, the gifts, the reservation renewed.
 */
export async function runRequesterCartWrite<T>(
  ctx: Ctx,
  cartId: string,
  requester: CartRequester,
  change: (tx: CartContext & { db: Tx }, cart: CartRow) => Promise<T>,
  options: { lockKeys?: StockKey[]; beforeLock?: (tx: Tx, cartId: string) => Promise<void> } = {},
): Promise<T> {
  if (!isCartId(cartId)) throw cartNotFound();
  const id = cartId.toLowerCase();
  return ctx.db.transaction(async (tx) => {
    await options.beforeLock?.(tx, id);
    const cart = await lockCart(tx, id);
    if (!cart || cart.orderedAt !== null) throw cartNotFound();
    assertCartAccess(cart, requester);
    const txCtx = { ...ctx, db: tx };
    const items = await selectCartItems(tx, cart.id);
    const { gifts } = await selectGiftRules(tx, []);
    await lockStockRows(tx, [...items, ...gifts, ...(options.lockKeys ?? [])]);
    const result = await change(txCtx, cart);
    const changed = (await lockCart(tx, cart.id)) as CartRow;
    await syncGifts(txCtx, changed);
    await reserveCartStock(tx, cart.id, ctx.reservationMinutes, items);
    await updateCart(tx, cart.id, { currencyId: ctx.currency.id, locale: ctx.locale });
    return result;
  });
}
