import type { Cart, CartNotice } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { cartNotFound, findAccessibleCart, assertCartAccess, isCartId, type CartRequester } from './cart-access';
import type { Tx } from './cart-db';
import { sql } from 'drizzle-orm';
import { syncGifts } from './cart-gifts';
import { priceCart, type CartContext, type MethodScopeOption } from './cart-pricing';
import { lockCart, selectCartItems, type CartItemRow, type CartRow } from './cart.repository';
import { serializeCart } from './cart.serializer';
import { findShippingOption, selectIncompatiblePayments } from './checkout-methods.repository';
import {
  lockStockRows,
  mayHoldMore,
  releaseExpiredReservations,
  reserveCartStock,
  type StockKey,
} from './stock-reservation';

/** A change of a cart inside its write transaction; answers what it changed on its own (notices). */
export type CartChange = (
  ctx: CartContext & { db: Tx },
  cart: CartRow,
  /** The cart's items as the write found them (before the change). */
  items: CartItemRow[],
) => Promise<CartNotice[] | void>;

export interface CartWriteOptions {
  /** Stock the change may take more of (the product being added): locked before the change. */
  lockKeys?: StockKey[];
  /** Runs first in the transaction, before the cart row is locked (a transfer locks two carts). */
  beforeLock?: (tx: Tx, cartId: string) => Promise<void>;
}

import { retryOnDeadlock } from './deadlock-retry';

/**
 * Every write of a cart's items or choices goes through here, in one transaction: the cart row is
 * locked (writes to one cart queue), the stock rows the cart may take more of are locked in one go
 * (`lockKeys`, and items holding less than their amount), the change runs, the gifts follow the
 * rules, and the cart's stock is reserved again for the configured time (its currency and language
 * written in the same statement). Stock a cart already holds needs no lock to be held again, so
 * carts that share an item do not queue on it unless they take more of it. A lock taken later
 * (a gift, a raised amount) can meet another transaction's in the opposite order: PostgreSQL then
 * rolls one back (deadlock_detected) and it runs again.
 */
export async function writeCart<T>(
  ctx: CartContext & { db: Database },
  cartId: string,
  requester: CartRequester,
  change: (ctx: CartContext & { db: Tx }, cart: CartRow, items: CartItemRow[]) => Promise<T>,
  options: CartWriteOptions = {},
): Promise<T> {
  if (!isCartId(cartId)) throw cartNotFound();
  const id = cartId.toLowerCase();
  return retryOnDeadlock(() =>
    ctx.db.transaction(async (tx) => {
      await options.beforeLock?.(tx, id);
      const cart = await lockCart(tx, id);
      if (!cart || cart.orderedAt !== null) throw cartNotFound();
      assertCartAccess(cart, requester);
      const txCtx = { ...ctx, db: tx };
      const items = await selectCartItems(tx, cart.id);
      await lockStockRows(tx, [...items.filter((item) => mayHoldMore(item, cart)), ...(options.lockKeys ?? [])]);
      const result = await change(txCtx, cart, items);
      const unchanged = await syncGifts(txCtx, cart);
      const live = cart.expirationAt !== null && cart.expirationAt > new Date();
      await reserveCartStock(
        tx,
        cart.id,
        ctx.reservationMinutes,
        { items, live },
        { currencyId: ctx.currency.id, locale: ctx.locale, updatedAt: sql`now()` },
        unchanged ?? undefined,
      );
      return result;
    }),
  );
}

/** A write of a guest's (or the requester's) cart: `writeCart`, answering the change's notices. */
export async function runCartWrite(
  ctx: CartContext & { db: Database; requester: CartRequester },
  cartId: string,
  change: CartChange,
  options: { lockKeys?: StockKey[] } = {},
): Promise<CartNotice[]> {
  return (await writeCart(ctx, cartId, ctx.requester, change, options)) ?? [];
}

/** The cart priced for the request, with what the cart answer adds to it. */
export async function loadPricedCart(
  ctx: CartContext,
  cart: CartRow,
  notices: CartNotice[] = [],
  methods: MethodScopeOption = 'chosen',
) {
  const [priced, shippingOption, incompatiblePayments] = await Promise.all([
    priceCart(ctx, cart, notices, { methods }),
    cart.shippingOptionId === null ? null : findShippingOption(ctx.db, cart.shippingOptionId),
    cart.shippingMethodId === null ? new Set<number>() : selectIncompatiblePayments(ctx.db, cart.shippingMethodId),
  ]);
  return { priced, shippingOption: shippingOption ?? null, incompatiblePayments };
}

export function cartAnswerOf(loaded: Awaited<ReturnType<typeof loadPricedCart>>): Cart {
  return serializeCart(loaded.priced, loaded);
}

/**
 * The cart answer. A cart whose reservation ran out lets go of its stock first (lazily; the sweep
 * does the same for carts nobody reads).
 */
export async function cartAnswer(
  ctx: CartContext & { requester: CartRequester },
  cartId: string,
  notices: CartNotice[] = [],
): Promise<Cart> {
  let cart = await findAccessibleCart(ctx.db, cartId, ctx.requester);
  if (cart.expirationAt !== null && cart.expirationAt <= new Date()) {
    await releaseExpiredReservations(ctx.db, cart.id);
    cart = await findAccessibleCart(ctx.db, cartId, ctx.requester);
  }
  return cartAnswerOf(await loadPricedCart(ctx, cart, notices));
}
