import { and, asc, eq, sql } from 'drizzle-orm';
import { cartAddresses, cartDiscounts, cartItems, carts } from '../db/schema';
import type { Executor, Tx } from './cart-db';

/** The only SQL over carts, their items, addresses and vouchers. */

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartAddressRow = typeof cartAddresses.$inferSelect;

export async function insertCart(db: Executor, row: typeof carts.$inferInsert): Promise<CartRow> {
  const [created] = await db.insert(carts).values(row).returning();
  return created as CartRow;
}

export async function findCart(db: Executor, id: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row;
}

/**
 * The cart row, locked until the transaction ends: writes to one cart run one after another.
 * `FOR NO KEY UPDATE` (no write changes a cart's id): rows that reference the cart can still be
 * inserted meanwhile (their foreign key takes `FOR KEY SHARE`), as for the stock rows.
 */
export async function lockCart(tx: Tx, id: string): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for('no key update');
  return row;
}

export async function updateCart(db: Executor, id: string, patch: Partial<typeof carts.$inferInsert>): Promise<void> {
  await db
    .update(carts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(carts.id, id));
}

/** The cart's items, the shopper's own first, then gifts, each in the order they were added. */
export async function selectCartItems(db: Executor, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.itemType), asc(cartItems.id));
}

export async function insertCartItem(db: Executor, row: typeof cartItems.$inferInsert): Promise<CartItemRow> {
  const [created] = await db.insert(cartItems).values(row).returning();
  return created as CartItemRow;
}

export async function updateCartItem(
  db: Executor,
  id: number,
  patch: Partial<typeof cartItems.$inferInsert>,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(cartItems.id, id));
}

/** Removes the item; its nested items (gifts) go with it. */
export async function deleteCartItem(db: Executor, cartId: string, id: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, id)));
}

export async function deleteAllCartItems(db: Executor, cartId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

export async function selectCartDiscountLinks(db: Executor, cartId: string) {
  return db
    .select({ id: cartDiscounts.id, discountId: cartDiscounts.discountId })
    .from(cartDiscounts)
    .where(eq(cartDiscounts.cartId, cartId))
    .orderBy(asc(cartDiscounts.id));
}

export async function insertCartDiscount(db: Executor, cartId: string, discountId: number): Promise<void> {
  await db.insert(cartDiscounts).values({ cartId, discountId }).onConflictDoNothing();
}

/** True when the cart had that discount. */
export async function deleteCartDiscount(db: Executor, cartId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(cartDiscounts)
    .where(and(eq(cartDiscounts.cartId, cartId), eq(cartDiscounts.id, id)))
    .returning({ id: cartDiscounts.id });
  return deleted.length > 0;
}

export async function deleteAllCartDiscounts(db: Executor, cartId: string): Promise<void> {
  await db.delete(cartDiscounts).where(eq(cartDiscounts.cartId, cartId));
}

export async function selectCartAddresses(db: Executor, cartId: string): Promise<CartAddressRow[]> {
  return db.select().from(cartAddresses).where(eq(cartAddresses.cartId, cartId));
}

/** Writes the given fields of the cart's address of that type, creating it when missing. */
export async function upsertCartAddress(
  db: Executor,
  cartId: string,
  type: number,
  fields: Partial<typeof cartAddresses.$inferInsert>,
): Promise<CartAddressRow> {
  const [row] = await db
    .insert(cartAddresses)
    .values({ ...fields, cartId, type })
    .onConflictDoUpdate({
      target: [cartAddresses.cartId, cartAddresses.type],
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning();
  return row as CartAddressRow;
}
