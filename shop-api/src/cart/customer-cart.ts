import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Cart, CartNotice } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { carts, customers } from '../db/schema';
import { assertCartAccess, cartNotFound, isCartId, type CartRequester } from './cart-access';
import type { Executor, Tx } from './cart-db';
import { syncGifts } from './cart-gifts';
import type { CartContext } from './cart-pricing';
import { cartAnswerOf, loadPricedCart } from './cart-writes';
import { findCart, insertCart, lockCart, selectCartItems, updateCart, type CartRow } from './cart.repository';
import { defaultCountryId } from './checkout-methods.repository';
import { lockStockRows, releaseExpiredReservations, reserveCartStock, type StockKey } from './stock-reservation';
import { selectGiftRules } from './vouchers.repository';

type Ctx = CartContext & { db: Database };

/**
 * A customer's cart (docs/orders-and-payments.md, "Customers"): POST /carts with a bearer makes a
 * cart with `customer_id`; the customer's latest open cart is what GET /auth/me answers as
 * `customer_latest_cart_id`, so a shopper signing in on another device finds it.
 */

/** The customer's most recently changed open (not ordered) cart, or null. */
export async function latestCartId(db: Executor, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), isNull(carts.orderedAt)))
    .orderBy(desc(carts.updatedAt), desc(carts.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** A new cart: a guest's, or with a bearer the customer's (with the account's e-mail). */
export async function createCartFor(ctx: Ctx, requester: CartRequester): Promise<Cart> {
  let email: string | null = null;
  if (requester.customerId !== null) {
    const [customer] = await ctx.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, requester.customerId));
    email = customer?.email ?? null;
  }
  const cart = await insertCart(ctx.db, {
    id: randomUUID(),
    currencyId: ctx.currency.id,
    locale: ctx.locale,
    countryId: await defaultCountryId(ctx.db, ctx.locale),
    customerId: requester.customerId,
    email,
  });
  return cartAnswerOf(await loadPricedCart(ctx, cart));
}

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
