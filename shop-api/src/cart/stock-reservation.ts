import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import {
  cartItems,
  carts,
  products,
  productTranslations,
  productVariations,
  productVariationTranslations,
} from '../db/schema';
import { readTogether } from '../db/read-together';
import { ApiError } from '../http/api-error';
import { msg } from '../messages/message';
import { rowsOf, type Executor, type Tx } from './cart-db';
import { guestHoldCap, type GuestHold } from './guest-holds';

/**
 * Stock reservation (docs/cart.md), in one module. A cart holds `cart_items.reserved_amount` units
 * of each item while its `expiration_at` lies ahead; the sum over live carts is the truth, and
 * `products.reserved_state` / `product_variations.reserved_state` mirror it for display. Available
 * to a cart = units on hand − units reserved by *other* live carts. Every path that reads stock to
 * take more of it first locks the stock rows with `lockStockRows` (products, then variations, each in
 * id order), so concurrent carts and orders queue instead of overselling. A cart write locks only
 * the rows its cart may hold more of (`mayHoldMore`); holding as much or less takes nothing from
 * anybody. A lock taken later in a cart write (a gift it now earns, an amount raised) may meet
 * another transaction's in the opposite order; PostgreSQL's deadlock detection rolls one back and
 * `inCartTransaction` (cart-writes.ts) runs it again.
 */

/** A stock row: a variation's own stock, or a product's when the line has no variation. */
export interface StockKey {
  productId: number;
  productVariationId: number | null;
}

export interface StockLevel {
  /** False when the shop does not track this stock: then anything can be bought. */
  tracked: boolean;
  onHand: number;
  reservedByOthers: number;
  /** Units this cart can have (the stock left, and for a cart without an account its client's cap); null when not tracked. */
  available: number | null;
  /** True when the guest cap, not the stock, is what bounds `available` (docs/cart.md). */
  guestCapped: boolean;
}

export const stockKeyOf = (key: StockKey): string => `${key.productId}:${key.productVariationId ?? 0}`;

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The stock rows each transaction has locked so far, with what they said when the lock was granted. */
const lockedInTransaction = new WeakMap<
  object,
  { products: Set<number>; variations: Set<number>; rows: Map<string, StockRowFacts> }
>();

/**
 * Locks the stock rows of the keys (their products, then their variations, each in id order) until
 * the transaction ends. Rows this transaction already holds are not asked for again.
 *
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: it queues the transactions that take stock as well, but
 * it lets an insert of a row that references the product (a cart item, an order item: the foreign
 * key takes `FOR KEY SHARE`) through. With `FOR UPDATE`, two cart writes that had each inserted an
 * item of the same product and then asked for its lock waited for each other (a deadlock); nothing
 * here changes a product's or variation's id, so the weaker lock is enough. The statement answers
 * the rows as they are once the lock is granted: `lockedStockRows` gives them to the reads under
 * the lock.
 */
export async function lockStockRows(tx: Tx, keys: StockKey[]): Promise<void> {
  let locked = lockedInTransaction.get(tx);
  if (!locked) {
    locked = { products: new Set(), variations: new Set(), rows: new Map() };
    lockedInTransaction.set(tx, locked);
  }
  const held = locked;
  const productIds = unique(keys.map((k) => k.productId)).filter((id) => !held.products.has(id));
  const variationIds = unique(
    keys.flatMap((k) => (k.productVariationId === null ? [] : [k.productVariationId])),
  ).filter((id) => !held.variations.has(id));
  if (productIds.length > 0) {
    const rows = await tx
      .select({ id: products.id, updateStock: products.updateStock, stockState: products.stockState })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for('no key update');
    for (const id of productIds) held.products.add(id);
    for (const row of rows) held.rows.set(stockKeyOf({ productId: row.id, productVariationId: null }), row);
  }
  if (variationIds.length > 0) {
    const rows = await tx
      .select({
        id: productVariations.id,
        productId: productVariations.productId,
        updateStock: productVariations.updateStock,
        stockState: productVariations.stockState,
      })
      .from(productVariations)
      .where(inArray(productVariations.id, variationIds))
      .orderBy(asc(productVariations.id))
      .for('no key update');
    for (const id of variationIds) held.variations.add(id);
    for (const row of rows) held.rows.set(stockKeyOf({ productId: row.productId, productVariationId: row.id }), row);
  }
}

/**
 * The stock rows this transaction has locked, as the locking statement read them (keyed by
 * `stockKeyOf`). Valid while the transaction has not changed `stock_state` itself (cart writes
 * never do; an order does, and reads the stock again).
 */
export function lockedStockRows(tx: Tx): Map<string, StockRowFacts> {
  return lockedInTransaction.get(tx)?.rows ?? new Map();
}

/**
 * Whether a cart may come to hold more of the item's stock than it does: only then must its stock
 * row be locked before the change (holding as much or less takes nothing from anybody). A cart
 * whose reservation is about to run out counts as not live (the clocks of the API and the database
 * may differ a little).
 */
export function mayHoldMore(item: { amount: number; reservedAmount: number }, cart: { expirationAt: Date | null }) {
  const live = cart.expirationAt !== null && cart.expirationAt.getTime() > Date.now() + 10_000;
  return item.amount > (live ? item.reservedAmount : 0);
}

/** A cart's reservation counts while it is live: not ordered, and `expiration_at` ahead. */
const liveCart = sql`${carts.orderedAt} is null and ${carts.expirationAt} > now()`;

/**
 * Units reserved per stock key by live carts other than `exceptCartId`, and how many of them the
 * carts without an account of the guest's client hold (0 without a known client), in one statement.
 */
async function reservedByOthers(
  db: Executor,
  keys: StockKey[],
  exceptCartId: string | null,
  guest: GuestHold | null,
): Promise<Map<string, { reserved: number; sameClient: number }>> {
  const clientIp = guest?.clientIp ?? null;
  const rows = await db
    .select({
      productId: cartItems.productId,
      productVariationId: cartItems.productVariationId,
      reserved: sql<number>`sum(${cartItems.reservedAmount})`.mapWith(Number),
      sameClient: (clientIp === null
        ? sql<number>`0`
        : sql<number>`coalesce(sum(${cartItems.reservedAmount}) filter (where ${carts.customerId} is null and ${carts.clientIp} = ${clientIp}), 0)`
      ).mapWith(Number),
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      and(
        liveCart,
        gt(cartItems.reservedAmount, 0),
        inArray(cartItems.productId, unique(keys.map((k) => k.productId))),
        exceptCartId === null ? undefined : sql`${carts.id} <> ${exceptCartId}`,
      ),
    )
    .groupBy(cartItems.productId, cartItems.productVariationId);
  return new Map(rows.map((row) => [stockKeyOf(row), { reserved: row.reserved, sameClient: row.sameClient }]));
}

/** What a stock row says: whether the shop tracks it, and the units on hand. */
export interface StockRowFacts {
  updateStock: boolean;
  stockState: number;
}

/** The stock rows of the keys (a variation's own, else its product's), keyed by `stockKeyOf`. */
async function stockRowsOf(db: Executor, keys: StockKey[]): Promise<Map<string, StockRowFacts>> {
  const productIds = unique(keys.filter((k) => k.productVariationId === null).map((k) => k.productId));
  const variationIds = unique(keys.flatMap((k) => (k.productVariationId === null ? [] : [k.productVariationId])));
  const [productRows, variationRows] = await readTogether(
    db,
    () =>
      productIds.length === 0
        ? []
        : db
            .select({ id: products.id, updateStock: products.updateStock, stockState: products.stockState })
            .from(products)
            .where(inArray(products.id, productIds)),
    () =>
      variationIds.length === 0
        ? []
        : db
            .select({
              id: productVariations.id,
              productId: productVariations.productId,
              updateStock: productVariations.updateStock,
              stockState: productVariations.stockState,
            })
            .from(productVariations)
            .where(inArray(productVariations.id, variationIds)),
  );
  const rows = new Map<string, StockRowFacts>();
  for (const row of productRows) rows.set(stockKeyOf({ productId: row.id, productVariationId: null }), row);
  const byVariation = new Map(variationRows.map((r) => [r.id, r]));
  for (const key of keys) {
    const row = key.productVariationId === null ? undefined : byVariation.get(key.productVariationId);
    if (row) rows.set(stockKeyOf(key), row);
  }
  return rows;
}

/**
 * Stock facts of each key as a cart (`cartId`; null for nobody's) sees them. `known` are stock rows
 * the caller has already read in this transaction (a cart line's facts carry them): only the
 * others are read again. `guest` is the rule of a cart without an account (`guestHoldOf`): what it
 * can have is also bounded by its client's cap, less what the client's other such carts hold.
 */
export async function stockLevels(
  db: Executor,
  keys: StockKey[],
  cartId: string | null,
  known?: Map<string, StockRowFacts | undefined>,
  guest: GuestHold | null = null,
): Promise<Map<string, StockLevel>> {
  const levels = new Map<string, StockLevel>();
  if (keys.length === 0) return levels;
  const missing = keys.filter((k) => known?.get(stockKeyOf(k)) === undefined);
  const [read, reserved] = await readTogether(
    db,
    () => (missing.length === 0 ? new Map<string, StockRowFacts>() : stockRowsOf(db, missing)),
    () => reservedByOthers(db, keys, cartId, guest),
  );
  for (const key of keys) {
    const row = known?.get(stockKeyOf(key)) ?? read.get(stockKeyOf(key));
    const tracked = row?.updateStock ?? true;
    const onHand = row?.stockState ?? 0;
    const held = reserved.get(stockKeyOf(key));
    const others = held?.reserved ?? 0;
    const stockLeft = Math.max(0, onHand - others);
    const capLeft =
      guest === null ? stockLeft : Math.max(0, guestHoldCap(onHand, guest.share) - (held?.sameClient ?? 0));
    levels.set(stockKeyOf(key), {
      tracked,
      onHand,
      reservedByOthers: others,
      available: tracked ? Math.min(stockLeft, capLeft) : null,
      guestCapped: tracked && capLeft < stockLeft,
    });
  }
  return levels;
}

/**
 * The rows of `table` with these ids, locked in id order (`FOR NO KEY UPDATE`), as a subquery: an
 * `UPDATE … WHERE id IN (this)` takes its row locks in id order, as `lockStockRows` does, instead
 * of in the order its scan meets the rows. Without it, a cart write lowering two items (its
 * `reserved_state` refresh locked product 72, then waited for 25) and an add locking 25, then 72,
 * waited for each other.
 */
const inIdOrder = (table: typeof products | typeof productVariations, ids: number[]) =>
  sql`(select ${table.id} from ${table} where ${inArray(table.id, ids)} order by ${table.id} for no key update)`;

/** Sets `reserved_state` of the products and variations to what live carts hold of them. */
export async function refreshReservedState(db: Executor, keys: StockKey[]): Promise<void> {
  const productIds = unique(keys.map((k) => k.productId));
  const variationIds = unique(keys.flatMap((k) => (k.productVariationId === null ? [] : [k.productVariationId])));
  const held = (match: ReturnType<typeof sql>) => sql`coalesce((
    select sum(${cartItems.reservedAmount}) from ${cartItems} join ${carts} on ${carts.id} = ${cartItems.cartId}
    where ${match} and ${liveCart}), 0)`;
  if (productIds.length > 0)
    await db
      .update(products)
      .set({ reservedState: held(sql`${cartItems.productId} = ${products.id}`) })
      .where(
        productIds.length === 1
          ? eq(products.id, productIds[0] as number)
          : inArray(products.id, inIdOrder(products, productIds)),
      );
  if (variationIds.length > 0)
    await db
      .update(productVariations)
      .set({ reservedState: held(sql`${cartItems.productVariationId} = ${productVariations.id}`) })
      .where(
        variationIds.length === 1
          ? eq(productVariations.id, variationIds[0] as number)
          : inArray(productVariations.id, inIdOrder(productVariations, variationIds)),
      );
}

export interface ReservableItem extends StockKey {
  id: number;
  amount: number;
  reservedAmount: number;
}

/**
 * How many units of each item the stock covers for this cart: items in the given order (the
 * shopper's own before gifts) take from what is available to the cart. Untracked stock covers all.
 */
export function coverItems<T extends StockKey & { amount: number }>(items: T[], levels: Map<string, StockLevel>) {
  const left = new Map<string, number | null>();
  return items.map((item) => {
    const key = stockKeyOf(item);
    const available = left.has(key) ? (left.get(key) as number | null) : (levels.get(key)?.available ?? null);
    const covered = available === null ? item.amount : Math.min(item.amount, available);
    left.set(key, available === null ? null : available - covered);
    return { item, covered, availableBefore: available };
  });
}

/** What the cart held before the change: its items' reservations, and whether they counted (live). */
export interface HeldBefore {
  items: (StockKey & { reservedAmount: number })[];
  live: boolean;
}

/** Units held per stock key. */
function heldPerKey(items: (StockKey & { reservedAmount: number })[], live: boolean): Map<string, number> {
  const held = new Map<string, number>();
  for (const item of items)
    held.set(stockKeyOf(item), (held.get(stockKeyOf(item)) ?? 0) + (live ? item.reservedAmount : 0));
  return held;
}

/**
 * (Re)reserves every item of the cart for `minutes` from now: each holds what the stock covers of
 * its amount. Called after every change of the cart's items; renews `expiration_at` (null when
 * the cart holds nothing) and writes `cartPatch` to the cart row in the same statement, which
 * answers the row as written. The rows of
 * items that may hold more are locked first. The `reserved_state` mirror is refreshed for the stock
 * whose held units changed against `before` (every item's and `before`'s when it is a plain list).
 */
export async function reserveCartStock(
  tx: Tx,
  cartId: string,
  minutes: number,
  /** Stock the cart held before the change (removed items too). */
  before: HeldBefore | StockKey[] = [],
  cartPatch: PgUpdateSetSource<typeof carts> = {},
  /** The cart's items and their stock levels, read under the locks in this transaction after the last change. */
  known?: { items: ReservableItem[]; stock: Map<string, StockLevel> },
): Promise<typeof carts.$inferSelect> {
  const items: ReservableItem[] =
    known?.items ??
    (await tx
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        productVariationId: cartItems.productVariationId,
        amount: cartItems.amount,
        reservedAmount: cartItems.reservedAmount,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.itemType), asc(cartItems.id)));
  const wasLive = Array.isArray(before) ? false : before.live;
  await lockStockRows(
    tx,
    items.filter((item) => item.amount > (wasLive ? item.reservedAmount : 0)),
  );
  const levels = known?.stock ?? (await stockLevels(tx, items, cartId));
  let holdsAny = false;
  const reservedNow: (StockKey & { reservedAmount: number })[] = [];
  for (const { item, covered, availableBefore } of coverItems(items, levels)) {
    const reserved = availableBefore === null ? 0 : covered;
    holdsAny ||= reserved > 0;
    reservedNow.push({ ...item, reservedAmount: reserved });
    if (reserved !== item.reservedAmount)
      await tx.update(cartItems).set({ reservedAmount: reserved }).where(eq(cartItems.id, item.id));
  }
  const expirationAt = holdsAny ? sql`now() + ${Math.round(minutes * 60)}::int * interval '1 second'` : null;
  const [cart] = await tx
    .update(carts)
    .set({ ...cartPatch, expirationAt })
    .where(eq(carts.id, cartId))
    .returning();
  if (!cart) throw ApiError.notFound('notFound.cart');
  if (Array.isArray(before)) {
    await refreshReservedState(tx, [...items, ...before]);
    return cart;
  }
  const was = heldPerKey(before.items, before.live);
  const now = heldPerKey(reservedNow, holdsAny);
  const changed = [...before.items, ...reservedNow].filter(
    (key) => (was.get(stockKeyOf(key)) ?? 0) !== (now.get(stockKeyOf(key)) ?? 0),
  );
  await refreshReservedState(tx, changed);
  return cart;
}

/** Lets go of everything the cart holds (it was cleared, or an order took its stock). */
export async function releaseCartStock(tx: Executor, cartId: string): Promise<void> {
  const items = await tx
    .update(cartItems)
    .set({ reservedAmount: 0 })
    .where(and(eq(cartItems.cartId, cartId), gt(cartItems.reservedAmount, 0)))
    .returning({ productId: cartItems.productId, productVariationId: cartItems.productVariationId });
  await tx.update(carts).set({ expirationAt: null }).where(eq(carts.id, cartId));
  await refreshReservedState(tx, items);
}

/**
 * Releases the reservations of carts whose time ran out (all of them, or one cart's): their units
 * no longer count anywhere, this tidies the rows and the `reserved_state` mirror. Returns how many
 * carts it released.
 */
export async function releaseExpiredReservations(db: Executor, cartId?: string): Promise<number> {
  const expired = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(lte(carts.expirationAt, sql`now()`), cartId === undefined ? undefined : eq(carts.id, cartId)));
  if (expired.length === 0) return 0;
  const ids = expired.map((c) => c.id);
  const released = await db
    .update(cartItems)
    .set({ reservedAmount: 0 })
    .where(and(inArray(cartItems.cartId, ids), gt(cartItems.reservedAmount, 0)))
    .returning({ productId: cartItems.productId, productVariationId: cartItems.productVariationId });
  await db
    .update(carts)
    .set({ expirationAt: null })
    .where(and(inArray(carts.id, ids), lte(carts.expirationAt, sql`now()`)));
  await refreshReservedState(db, released);
  return ids.length;
}

export interface OrderStockLine extends StockKey {
  amount: number;
}

/**
 * For placing an order: locks the stock rows, checks that the stock not held by other live carts
 * covers every line, takes the units (`stock_state` of the variation and of its product, and
 * `sells_count`), and releases the cart's own reservation. Untracked stock is not counted.
 * Throws a 409 `conflict` whose field errors (`items.<line index>.amount`) say how many are left.
 * Call it inside the order's transaction, then `settleCartsAfterStockTaken`.
 */
export async function takeStockForOrder(tx: Tx, cartId: string, lines: OrderStockLine[]): Promise<void> {
  await lockStockRows(tx, lines);
  const levels = await stockLevels(tx, lines, cartId);
  const shortages = coverItems(lines, levels).flatMap(({ item, covered, availableBefore }, index) =>
    covered < item.amount
      ? [
          {
            field: `items.${index}.amount`,
            message: msg('cart.leftInStock', { available: Math.max(0, availableBefore ?? 0) }),
          },
        ]
      : [],
  );
  if (shortages.length > 0) throw new ApiError('conflict', 'cart.outOfStock', shortages);
  for (const line of lines) {
    const level = levels.get(stockKeyOf(line));
    if (line.productVariationId !== null && level?.tracked)
      await tx
        .update(productVariations)
        .set({ stockState: sql`${productVariations.stockState} - ${line.amount}` })
        .where(eq(productVariations.id, line.productVariationId));
    await tx
      .update(products)
      .set({
        stockState: sql`case when ${products.updateStock} then ${products.stockState} - ${line.amount} else ${products.stockState} end`,
        sellsCount: sql`${products.sellsCount} + ${line.amount}`,
      })
      .where(eq(products.id, line.productId));
  }
  await releaseCartStock(tx, cartId);
}

/** A live notice for a cart whose item lost its cover (brief: broadcasting events and data). */
export interface CartStockChange {
  cartId: string;
  event: 'cart-item-sold-out-message' | 'cart-item-amount-changed-message';
  data: {
    cart_item_id: number;
    product_id: number;
    product_variation_id: number | null;
    name: string;
    amount: number;
  };
}

interface HeldItem extends StockKey {
  id: number;
  cartId: string;
  amount: number;
  reservedAmount: number;
  itemType: number;
  locale: string;
  live: boolean;
}

/** Items of other open carts that hold the given stock, each cart's own before its gifts. */
async function itemsHolding(tx: Tx, keys: StockKey[], exceptCartId: string): Promise<HeldItem[]> {
  return tx
    .select({
      id: cartItems.id,
      cartId: cartItems.cartId,
      productId: cartItems.productId,
      productVariationId: cartItems.productVariationId,
      amount: cartItems.amount,
      reservedAmount: cartItems.reservedAmount,
      itemType: cartItems.itemType,
      locale: carts.locale,
      live: sql<boolean>`coalesce(${carts.expirationAt} > now(), false)`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      and(
        isNull(carts.orderedAt),
        sql`${carts.id} <> ${exceptCartId}`,
        inArray(cartItems.productId, unique(keys.map((k) => k.productId))),
      ),
    )
    .orderBy(asc(cartItems.cartId), asc(cartItems.itemType), asc(cartItems.id));
}

/** Product (and variation) names in each language the changed items' carts use. */
async function itemNames(tx: Tx, items: HeldItem[]): Promise<(item: HeldItem) => string> {
  const productIds = unique(items.map((i) => i.productId));
  const variationIds = unique(items.flatMap((i) => (i.productVariationId === null ? [] : [i.productVariationId])));
  const productNames = rowsOf<{ id: number; locale: string; name: string }>(
    productIds.length === 0
      ? { rows: [] }
      : await tx.execute(
          sql`select ${productTranslations.productId} as id, ${productTranslations.locale} as locale, ${productTranslations.name} as name
              from ${productTranslations} where ${inArray(productTranslations.productId, productIds)}`,
        ),
  );
  const variationNames = rowsOf<{ id: number; locale: string; name: string }>(
    variationIds.length === 0
      ? { rows: [] }
      : await tx.execute(
          sql`select ${productVariationTranslations.productVariationId} as id, ${productVariationTranslations.locale} as locale, ${productVariationTranslations.name} as name
              from ${productVariationTranslations} where ${inArray(productVariationTranslations.productVariationId, variationIds)}`,
        ),
  );
  const named = (rows: { id: number; locale: string; name: string }[]) =>
    new Map(rows.map((r) => [`${r.id}:${r.locale}`, r.name]));
  const products_ = named(productNames);
  const variations = named(variationNames);
  return (item) => {
    const product = products_.get(`${item.productId}:${item.locale}`) ?? '';
    const variation =
      item.productVariationId === null ? undefined : variations.get(`${item.productVariationId}:${item.locale}`);
    return variation ? `${product} – ${variation}` : product;
  };
}

/**
 * After an order took stock: every other open cart (live or not) whose items the stock left no
 * longer covers is settled. An item still partly covered is lowered to what is left
 * (`cart-item-amount-changed-message` with the new amount); an item with nothing left keeps its
 * amount, holds nothing and reads as sold out (`cart-item-sold-out-message`, amount 0); a gift is
 * lowered or removed without a notice. Returns the notices to publish
 * (`broadcaster.toCart(change.cartId, change.event, change.data)`) once the transaction has committed.
 */
export async function settleCartsAfterStockTaken(
  tx: Tx,
  taken: StockKey[],
  orderCartId: string,
): Promise<CartStockChange[]> {
  if (taken.length === 0) return [];
  const takenKeys = new Set(taken.map(stockKeyOf));
  const held = (await itemsHolding(tx, taken, orderCartId)).filter((item) => takenKeys.has(stockKeyOf(item)));
  const byCart = new Map<string, HeldItem[]>();
  for (const item of held) byCart.set(item.cartId, [...(byCart.get(item.cartId) ?? []), item]);
  const lost: { item: HeldItem; covered: number }[] = [];
  // One read of the stock for every cart: what others hold from a cart is all live reservations
  // less its own, so a popular item in many carts costs no query per cart.
  const everyone = await stockLevels(tx, held, null);
  for (const items of byCart.values()) {
    const own = new Map<string, number>();
    for (const item of items)
      if (item.live) own.set(stockKeyOf(item), (own.get(stockKeyOf(item)) ?? 0) + item.reservedAmount);
    const levels = new Map(
      [...everyone].map(([key, level]) => {
        const reservedByOthers = level.reservedByOthers - (own.get(key) ?? 0);
        const available = level.tracked ? Math.max(0, level.onHand - reservedByOthers) : null;
        return [key, { ...level, reservedByOthers, available }];
      }),
    );
    for (const { item, covered } of coverItems(items, levels)) if (covered < item.amount) lost.push({ item, covered });
  }
  const nameOf = await itemNames(
    tx,
    lost.map((l) => l.item),
  );
  const changes: CartStockChange[] = [];
  for (const { item, covered } of lost) {
    const isGift = item.itemType !== cartItemTypes.classic;
    if (isGift && covered === 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, item.id));
      continue;
    }
    const reservedAmount = item.live ? Math.min(item.reservedAmount, covered) : 0;
    await tx
      .update(cartItems)
      .set({ amount: covered > 0 ? covered : item.amount, reservedAmount })
      .where(eq(cartItems.id, item.id));
    if (isGift) continue;
    changes.push({
      cartId: item.cartId,
      event: covered === 0 ? 'cart-item-sold-out-message' : 'cart-item-amount-changed-message',
      data: {
        cart_item_id: item.id,
        product_id: item.productId,
        product_variation_id: item.productVariationId,
        name: nameOf(item),
        amount: covered,
      },
    });
  }
  await refreshReservedState(tx, taken);
  return changes;
}
