import type { Cart, CartNotice } from '@contract/entities/cart';
import type { Locale } from '@contract/locale-codes';
import type { Database } from '../db/client';
import { readTogether } from '../db/read-together';
import { cartNotFound, findAccessibleCart, assertCartAccess, isCartId, type CartRequester } from './cart-access';
import type { Tx } from './cart-db';
import { sql } from 'drizzle-orm';
import { ApiError } from '../http/api-error';
import { applyGifts, planGifts } from './cart-gifts';
import { guestCapMessage, guestHoldOf, holdMinutes } from './guest-holds';
import { loadLineFacts, type LineFacts } from './cart-lines.repository';
import { priceCart, type CartContext, type CartReads, type MethodScopeOption } from './cart-pricing';
import { lockCart, selectCartItems, type CartItemRow, type CartRow } from './cart.repository';
import { serializeCart } from './cart.serializer';
import { findShippingOption, selectIncompatiblePayments } from '../checkout/checkout-methods.repository';
import { retryOnDeadlock } from './deadlock-retry';
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

/** A change of a cart inside its write transaction; answers what it changed on its own (notices). */
export type CartChange = (
  ctx: CartContext & { db: Tx },
  cart: CartRow,
  /** The cart's items as the write found them (before the change). */
  items: CartItemRow[],
  write: CartWriteState,
) => Promise<CartNotice[] | void>;

/** A line that must be covered by the stock left to the cart: checked under the stock lock, after the change. */
export interface StockCheck {
  line: StockKey;
  /** The units the line holds after the change. */
  amount: number;
  /** What the cart held of it before (for the message). */
  inCart: number;
}

/** What a change tells the write besides its result. */
export interface CartWriteState {
  /** The cart's items after the change, when the change knows them (else they are read again). */
  items?: CartItemRow[];
  /** Line facts the change read in this transaction, keyed by `stockKeyOf` (not read again). */
  facts: Map<string, LineFacts>;
  /** Lines the stock must cover, checked once the stock rows are locked (a 422 on `amount` otherwise). */
  stockChecks: StockCheck[];
}

export interface CartWriteOptions {
  /** Stock the change may take more of: locked with the other rows, after the reads. */
  lockKeys?: StockKey[];
  /** Runs first in the transaction, before the cart row is locked (a transfer locks two carts). */
  beforeLock?: (tx: Tx, cartId: string) => Promise<void>;
}

/** The cart as the write left it, and what the write read of it under its locks (the answer is made of them). */
interface WrittenCart {
  cart: CartRow;
  reads: Partial<CartReads>;
}

const alreadyNote = (inCart: number) => (inCart > 0 ? ` Your cart already has ${inCart}.` : '');

/**
 * 422 on `amount` when what is left to the cart does not cover the line: the stock, or for a cart
 * without an account its client's cap (that message in the shopper's language).
 */
export function assertStockCovers(check: StockCheck, levels: Map<string, StockLevel>, locale: Locale): void {
  const level = levels.get(stockKeyOf(check.line));
  const available = level?.available ?? null;
  if (available === null || check.amount <= available) return;
  const message = level?.guestCapped
    ? guestCapMessage(locale, available)
    : available === 0
      ? 'This product is sold out.'
      : `Only ${available} available.${alreadyNote(check.inCart)}`;
  throw ApiError.validation([{ field: 'amount', message }]);
}

/** Reads the line facts of the lines `facts` does not hold yet into it (the facts the change read are not read again). */
async function addMissingFacts(ctx: CartContext, facts: Map<string, LineFacts>, lines: StockKey[]): Promise<void> {
  const missing = lines.filter((line) => !facts.has(stockKeyOf(line)));
  for (const [key, fact] of await loadLineFacts(ctx, missing)) facts.set(key, fact);
}

/**
 * After the change, in the same transaction: the reads that need no stock lock first (the items'
 * facts, the gift rules and the worth of the items), then every stock row the cart may take more of
 * is locked in one statement (the items holding less than their amount, the gifts it now earns,
 * `lockKeys`), which answers the rows as they are once locked; then what other carts hold is read,
 * the change's stock checks run, the gift lines follow the rules and the cart's stock is reserved
 * again (its currency and language written in the same statement). So the stock rows are held for
 * the writes only, not for the reads before them (session 17, docs/benchmarks.md).
 */
async function settleCart(
  ctx: CartContext & { db: Tx },
  cart: CartRow,
  before: CartItemRow[],
  write: CartWriteState,
  lockKeys: StockKey[],
): Promise<WrittenCart> {
  const items = write.items ?? (await selectCartItems(ctx.db, cart.id));
  const facts = new Map(write.facts);
  await addMissingFacts(ctx, facts, items);
  const plan = await planGifts(ctx, cart, items, facts);
  await addMissingFacts(ctx, facts, plan.wanted);
  await lockStockRows(ctx.db, [
    ...items.filter((item) => mayHoldMore(item, cart)),
    ...write.stockChecks.map((check) => check.line),
    ...plan.lockKeys,
    ...lockKeys,
  ]);
  // A locked row as the lock read it; a row the cart takes no more of as the facts read it.
  const locked = lockedStockRows(ctx.db);
  const keys = [...items, ...plan.wanted];
  const rows = new Map(keys.map((key) => [stockKeyOf(key), locked.get(stockKeyOf(key)) ?? facts.get(stockKeyOf(key))]));
  const levels = await stockLevels(ctx.db, keys, cart.id, rows, guestHoldOf(cart, ctx.holds));
  for (const check of write.stockChecks) assertStockCovers(check, levels, ctx.locale);
  const after = await applyGifts(ctx, cart, items, plan, levels);
  const live = cart.expirationAt !== null && cart.expirationAt > new Date();
  const written = await reserveCartStock(
    ctx.db,
    cart.id,
    holdMinutes(cart, ctx.holds),
    { items: before, live },
    { currencyId: ctx.currency.id, locale: ctx.locale, updatedAt: sql`now()` },
    { items: after, stock: levels },
  );
  return {
    cart: written,
    reads: { items: after, facts, giftPercents: plan.giftPercents, stock: levels, ...plan.reads },
  };
}

/**
 * Every write of a cart's items or choices goes through here, in one transaction: the cart row is
 * locked (writes to one cart queue), the change runs, and `settleCart` locks the stock rows the
 * cart may take more of, checks the stock, makes the gifts follow the rules and reserves the
 * stock again. Stock a cart already holds needs no lock to be held again, so carts that share an
 * item do not queue on it unless they take more of it. A lock taken during the change (a batch
 * add checks each item at once) comes before the others: it can meet another transaction's in the
 * opposite order, and PostgreSQL then rolls one back (deadlock_detected) and it runs again.
 */
async function writeCartRead<T>(
  ctx: CartContext & { db: Database },
  cartId: string,
  requester: CartRequester,
  change: (ctx: CartContext & { db: Tx }, cart: CartRow, items: CartItemRow[], write: CartWriteState) => Promise<T>,
  options: CartWriteOptions = {},
): Promise<{ result: T; written: WrittenCart }> {
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
      const write: CartWriteState = { facts: new Map(), stockChecks: [] };
      const result = await change(txCtx, cart, items, write);
      const written = await settleCart(txCtx, cart, items, write, options.lockKeys ?? []);
      return { result, written };
    }),
  );
}

/** A write of a cart (see `writeCartRead`), answering the change's result. */
export async function writeCart<T>(
  ctx: CartContext & { db: Database },
  cartId: string,
  requester: CartRequester,
  change: (ctx: CartContext & { db: Tx }, cart: CartRow, items: CartItemRow[], write: CartWriteState) => Promise<T>,
  options: CartWriteOptions = {},
): Promise<T> {
  return (await writeCartRead(ctx, cartId, requester, change, options)).result;
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

/**
 * A write of the requester's cart that answers the cart. The answer is priced from what the write
 * read after its change (the cart row it wrote, the items, their facts, the stock levels read under
 * the locks, the voucher links and the gift percents): the same cart a `GET` right after the
 * commit answers (shop-api/tests/cart-write-answer.test.ts), with only what the write did not read
 * (the chosen methods, the free-shipping threshold, credits) read after the commit.
 */
export async function writeCartAnswer(
  ctx: CartContext & { db: Database; requester: CartRequester },
  cartId: string,
  change: CartChange,
  options: CartWriteOptions = {},
): Promise<Cart> {
  const { result, written } = await writeCartRead(ctx, cartId, ctx.requester, change, options);
  return cartAnswerOf(await loadPricedCart(ctx, written.cart, result ?? [], 'chosen', written.reads));
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
