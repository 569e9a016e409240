import type { Cart, CartNotice } from '@contract/entities/cart';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { readTogether } from '../db/read-together';
import { ApiError } from '../http/api-error';
import { msg } from '../messages/message';
import { cartNotFound, findAccessibleCart, assertCartAccess, isCartId, type CartRequester } from './cart-access';
import type { Tx } from './cart-db';
import { applyGifts, planGifts, type GiftPlan } from './cart-gifts';
import { loadLineFacts, type LineFacts } from './cart-lines.repository';
import { priceCart, type CartContext, type CartReads, type MethodScopeOption } from './cart-pricing';
import { lockCart, selectCartItems, type CartItemRow, type CartRow } from './cart.repository';
import { serializeCart } from './cart.serializer';
import { findShippingOption, selectIncompatiblePayments } from '../checkout/checkout-methods.repository';
import { guestCapMessage, guestHoldOf, holdMinutes } from './guest-holds';
import {
  lockedStockRows,
  lockStockRows,
  mayHoldMore,
  releaseExpiredReservations,
  reserveCartStock,
  stockKeyOf,
  stockLevels,
  type StockKey,
  type StockLevel,
} from './stock-reservation';

/*
 * A cart write, as named steps (docs/cart.md, "The order of a cart write"). Every write of a cart
 * runs them in this order, in one transaction:
 *
 *   lock      `inCartTransaction`: the cart row (writes to one cart queue), then its items
 *   change    the caller's own steps: read, validate, write lines (cart-items.service.ts…)
 *   settle    `settleCart`: read the lines' facts, plan the gifts, lock the stock rows the cart may
 *             take more of, read the stock levels, check the stock, apply the gifts, reserve
 *   answer    `answerWrite`: price the cart from what the write read, serialize it
 *
 * A change hands the settle steps what it did (`ChangedLines`) as a value; nothing calls back into it.
 */

/** The context of a write: the request's, with the transaction as its database. */
export type WriteContext = CartContext & { db: Tx };

/** The cart a write holds: locked, with its items as the write found them (before the change). */
export interface LockedCart {
  ctx: WriteContext;
  cart: CartRow;
  items: CartItemRow[];
}

/** A line that must be covered by the stock left to the cart: checked under the stock lock, after the change. */
export interface StockCheck {
  line: StockKey;
  /** The units the line holds after the change. */
  amount: number;
  /** What the cart held of it before (for the message). */
  inCart: number;
}

/** What a change of the items tells the settle steps. */
export interface ChangedLines {
  /** The cart's items after the change, when the change knows them (else they are read again). */
  items?: CartItemRow[];
  /** Line facts the change read in this transaction, keyed by `stockKeyOf` (not read again). */
  facts?: Map<string, LineFacts>;
  /** Lines the stock must cover, checked once the stock rows are locked (a 422 on `amount` otherwise). */
  stockChecks?: StockCheck[];
  /** Stock the change may take more of: locked with the other rows, after the reads. */
  lockKeys?: StockKey[];
}

/** The cart as the write left it, and what the write read of it under its locks (the answer is made of them). */
export interface WrittenCart {
  cart: CartRow;
  reads: Partial<CartReads>;
}

/** PostgreSQL's deadlock_detected (40P01), on the error or any of its causes (Drizzle wraps it). */
export function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

/** How often a transaction PostgreSQL rolled back for a deadlock is run in all. */
export const deadlockAttempts = 3;

/**
 * Runs a transaction again when PostgreSQL rolled it back to break a deadlock: the rollback undid
 * all of it, so running it again is safe. Any other error, or a deadlock on the last attempt, is
 * thrown as it came.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = deadlockAttempts): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}

/**
 * Step "lock": the one transaction of a cart write. The cart row is locked first (writes to one
 * cart queue; `beforeLock` runs before it, for a transfer that locks two carts in id order), its
 * access checked and its items read; then `run` does the rest inside the same transaction. A stock
 * lock taken later can meet another transaction's in the opposite order: PostgreSQL then rolls one
 * back (deadlock_detected) and it runs again from here.
 */
export async function inCartTransaction<T>(
  ctx: CartContext & { db: Database },
  cartId: string,
  requester: CartRequester,
  run: (locked: LockedCart) => Promise<T>,
  beforeLock?: (tx: Tx, cartId: string) => Promise<void>,
): Promise<T> {
  if (!isCartId(cartId)) throw cartNotFound();
  const id = cartId.toLowerCase();
  return retryOnDeadlock(() =>
    ctx.db.transaction(async (tx) => {
      await beforeLock?.(tx, id);
      const cart = await lockCart(tx, id);
      if (!cart || cart.orderedAt !== null) throw cartNotFound();
      assertCartAccess(cart, requester);
      return run({ ctx: { ...ctx, db: tx }, cart, items: await selectCartItems(tx, cart.id) });
    }),
  );
}

/** Step "read the lines' facts": adds the facts of the lines `known` does not hold (the facts the change read are not read again). */
async function withLineFacts(
  ctx: WriteContext,
  known: Map<string, LineFacts>,
  lines: StockKey[],
): Promise<Map<string, LineFacts>> {
  const facts = new Map(known);
  const missing = lines.filter((line) => !facts.has(stockKeyOf(line)));
  for (const [key, fact] of await loadLineFacts(ctx, missing)) facts.set(key, fact);
  return facts;
}

/**
 * Step "lock the stock": every stock row the cart may take more of, in one statement (products,
 * then variations, each in id order): the items holding less than their amount, the lines the
 * change must have covered, the gifts it now earns and the change's own keys.
 */
async function lockStock(locked: LockedCart, items: CartItemRow[], change: ChangedLines, plan: GiftPlan) {
  await lockStockRows(locked.ctx.db, [
    ...items.filter((item) => mayHoldMore(item, locked.cart)),
    ...(change.stockChecks ?? []).map((check) => check.line),
    ...plan.lockKeys,
    ...(change.lockKeys ?? []),
  ]);
}

/**
 * Step "read the stock levels" of the lines and the wanted gifts, under the locks: a locked row as
 * the lock read it, a row the cart takes no more of as the facts read it; then what other carts hold.
 */
export async function readStockLevels(
  { ctx, cart }: Pick<LockedCart, 'ctx' | 'cart'>,
  keys: StockKey[],
  facts: Map<string, LineFacts>,
): Promise<Map<string, StockLevel>> {
  const locked = lockedStockRows(ctx.db);
  const rows = new Map(keys.map((key) => [stockKeyOf(key), locked.get(stockKeyOf(key)) ?? facts.get(stockKeyOf(key))]));
  return stockLevels(ctx.db, keys, cart.id, rows, guestHoldOf(cart, ctx.holds));
}

/**
 * Step "check the stock": 422 on `amount` when what is left to the cart does not cover the line:
 * the stock, or for a cart without an account its client's cap.
 */
export function assertStockCovers(check: StockCheck, levels: Map<string, StockLevel>): void {
  const level = levels.get(stockKeyOf(check.line));
  const available = level?.available ?? null;
  if (available === null || check.amount <= available) return;
  const message = level?.guestCapped
    ? guestCapMessage(available)
    : available === 0
      ? msg('cart.soldOut')
      : check.inCart > 0
        ? msg('cart.onlyAvailableInCart', { available, inCart: check.inCart })
        : msg('cart.onlyAvailable', { available });
  throw ApiError.validation([{ field: 'amount', message }]);
}

/**
 * Step "reserve": every item holds what the stock covers again, `expiration_at` is renewed, and
 * the cart's currency and language are written in the same statement (which answers the row).
 */
function reserveStock(locked: LockedCart, after: CartItemRow[], levels: Map<string, StockLevel>) {
  const { ctx, cart, items } = locked;
  const live = cart.expirationAt !== null && cart.expirationAt > new Date();
  return reserveCartStock(
    ctx.db,
    cart.id,
    holdMinutes(cart, ctx.holds),
    { items, live },
    { currencyId: ctx.currency.id, locale: ctx.locale, updatedAt: sql`now()` },
    { items: after, stock: levels },
  );
}

/**
 * The steps after a change, in order. The reads that need no stock lock come first (the lines'
 * facts, the gift rules and the worth of the items), then the stock rows are locked in one
 * statement, so they are held for the writes only (session 17, docs/benchmarks.md); then the stock
 * levels, the change's stock checks, the gift lines and the reservation.
 */
export async function settleCart(locked: LockedCart, change: ChangedLines = {}): Promise<WrittenCart> {
  const { ctx, cart } = locked;
  const items = change.items ?? (await selectCartItems(ctx.db, cart.id));
  const itemFacts = await withLineFacts(ctx, change.facts ?? new Map(), items);
  const plan = await planGifts(ctx, cart, items, itemFacts);
  const facts = await withLineFacts(ctx, itemFacts, plan.wanted);
  await lockStock(locked, items, change, plan);
  const levels = await readStockLevels(locked, [...items, ...plan.wanted], facts);
  for (const check of change.stockChecks ?? []) assertStockCovers(check, levels);
  const after = await applyGifts(ctx, cart, items, plan, levels);
  const written = await reserveStock(locked, after, levels);
  return {
    cart: written,
    reads: { items: after, facts, giftPercents: plan.giftPercents, stock: levels, ...plan.reads },
  };
}

/**
 * Step "price and answer", after the commit: the cart priced from what the write read under its
 * locks (the row it wrote, the items, their facts, the stock levels, the voucher links and the
 * gift percents); only what the write did not read (the chosen methods, the free-shipping
 * threshold, credits) is read now. The same cart a `GET` right after answers
 * (shop-api/tests/cart-write-answer.test.ts).
 */
export async function answerWrite(ctx: CartContext, written: WrittenCart, notices: CartNotice[] = []): Promise<Cart> {
  return cartAnswerOf(await loadPricedCart(ctx, written.cart, notices, 'chosen', written.reads));
}

/**
 * A write of the cart's choices, vouchers or items that is one change: lock, the change, settle.
 * Answers the change's result (a write that answers the cart reads it after: `cartAnswer`).
 */
export function changeCart<T>(
  ctx: CartContext & { db: Database },
  cartId: string,
  requester: CartRequester,
  change: (ctx: WriteContext, cart: CartRow) => Promise<T>,
  beforeLock?: (tx: Tx, cartId: string) => Promise<void>,
): Promise<T> {
  return inCartTransaction(
    ctx,
    cartId,
    requester,
    async (locked) => {
      const result = await change(locked.ctx, locked.cart);
      await settleCart(locked);
      return result;
    },
    beforeLock,
  );
}

/** `changeCart` of the requester's cart, answering the notices of what the change dropped on its own. */
export async function runCartWrite(
  ctx: CartContext & { db: Database; requester: CartRequester },
  cartId: string,
  change: (ctx: WriteContext, cart: CartRow) => Promise<CartNotice[] | void>,
): Promise<CartNotice[]> {
  return (await changeCart(ctx, cartId, ctx.requester, change)) ?? [];
}

/** The cart priced for the request, with what the cart answer adds to it. */
export async function loadPricedCart(
  ctx: CartContext,
  cart: CartRow,
  notices: CartNotice[] = [],
  methods: MethodScopeOption = 'chosen',
  known?: Partial<CartReads>,
) {
  const [priced, shippingOption, incompatiblePayments] = await readTogether(
    ctx.db,
    () => priceCart(ctx, cart, notices, { methods, known }),
    () => (cart.shippingOptionId === null ? null : findShippingOption(ctx.db, cart.shippingOptionId)),
    () =>
      cart.shippingMethodId === null ? new Set<number>() : selectIncompatiblePayments(ctx.db, cart.shippingMethodId),
  );
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
