import type { Cart, CartNotice } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { cartNotFound, findAccessibleCart, assertCartAccess, isCartId, type CartRequester } from './cart-access';
import type { Tx } from './cart-db';
import { syncGifts } from './cart-gifts';
import { priceCart, type CartContext } from './cart-pricing';
import { lockCart, selectCartItems, updateCart, type CartRow } from './cart.repository';
import { serializeCart } from './cart.serializer';
import { findShippingOption, selectIncompatiblePayments } from './checkout-methods.repository';
import { lockStockRows, releaseExpiredReservations, reserveCartStock, type StockKey } from './stock-reservation';
import { selectGiftRules } from './vouchers.repository';

/** A change of a cart inside its write transaction; answers what it changed on its own (notices). */
export type CartChange = (ctx: CartContext & { db: Tx }, cart: CartRow) => Promise<CartNotice[] | void>;

/**
 * Every write of a cart's items or choices goes through here, in one transaction: the cart row is
 * locked (writes to one cart queue), the stock rows the change may touch are locked in one go (the
 * cart's items, the gifts, `lockKeys`), the change runs, the gifts follow the rules, and the
 * cart's stock is reserved again for the configured time. Answers the notices.
 */
export async function runCartWrite(
  ctx: CartContext & { db: Database; requester: CartRequester },
  cartId: string,
  change: CartChange,
  options: { lockKeys?: StockKey[] } = {},
): Promise<CartNotice[]> {
  if (!isCartId(cartId)) throw cartNotFound();
  return ctx.db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartId.toLowerCase());
    if (!cart || cart.orderedAt !== null) throw cartNotFound();
    assertCartAccess(cart, ctx.requester);
    const txCtx = { ...ctx, db: tx };
    const items = await selectCartItems(tx, cart.id);
    const { gifts } = await selectGiftRules(tx, []);
    await lockStockRows(tx, [...items, ...gifts, ...(options.lockKeys ?? [])]);
    const notices = (await change(txCtx, cart)) ?? [];
    const changed = (await lockCart(tx, cart.id)) as CartRow;
    await syncGifts(txCtx, changed);
    await reserveCartStock(tx, cart.id, ctx.reservationMinutes, items);
    await updateCart(tx, cart.id, { currencyId: ctx.currency.id, locale: ctx.locale });
    return notices;
  });
}

/** The cart priced for the request, with what the cart answer adds to it. */
export async function loadPricedCart(ctx: CartContext, cart: CartRow, notices: CartNotice[] = []) {
  const [priced, shippingOption, incompatiblePayments] = await Promise.all([
    priceCart(ctx, cart, notices),
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
