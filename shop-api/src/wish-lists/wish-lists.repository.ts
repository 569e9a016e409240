import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../cart/cart-db';
import { customerProductListItems, customerProductLists, customers, productVariations } from '../db/schema';

export type ProductListRow = typeof customerProductLists.$inferSelect;
export type ProductListItemRow = typeof customerProductListItems.$inferSelect;

/** Written out in full: in a one-table select Drizzle leaves columns unqualified, and the subquery has an `id` too. */
const listId = sql`${sql.identifier('customer_product_lists')}.${sql.identifier('id')}`;
const itemsCount = sql<number>`(select count(*)::int from ${customerProductListItems} i
  where i.customer_product_list_id = ${listId})`;

const mine = (customerId: number, id: number) =>
  and(eq(customerProductLists.id, id), eq(customerProductLists.customerId, customerId));

/** The customer's lists by position, each with its number of items. */
export function selectLists(db: Executor, customerId: number, type?: number) {
  return db
    .select({ list: customerProductLists, itemsCount })
    .from(customerProductLists)
    .where(
      and(
        eq(customerProductLists.customerId, customerId),
        type === undefined ? undefined : eq(customerProductLists.type, type),
      ),
    )
    .orderBy(asc(customerProductLists.position), asc(customerProductLists.id));
}

/** The list if it is this customer's; another customer's list is as absent as an unknown one. */
export async function selectList(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select({ list: customerProductLists, itemsCount })
    .from(customerProductLists)
    .where(mine(customerId, id));
  return row;
}

export async function countLists(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerProductLists)
    .where(eq(customerProductLists.customerId, customerId));
  return row?.n ?? 0;
}

/** The customer's wish list (type 1), the oldest if there were more. */
export async function selectWishList(db: Executor, customerId: number) {
  const [row] = await db
    .select({ list: customerProductLists, itemsCount })
    .from(customerProductLists)
    .where(and(eq(customerProductLists.customerId, customerId), eq(customerProductLists.type, 1)))
    .orderBy(asc(customerProductLists.id))
    .limit(1);
  return row;
}

/** Serializes writes of one customer's lists: locks the customer's row for the transaction. */
export async function lockCustomerLists(db: Executor, customerId: number): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export async function insertList(
  db: Executor,
  values: Pick<typeof customerProductLists.$inferInsert, 'customerId' | 'name' | 'description' | 'type' | 'position'>,
): Promise<ProductListRow> {
  const [row] = await db.insert(customerProductLists).values(values).returning();
  return row!;
}

export async function updateList(
  db: Executor,
  customerId: number,
  id: number,
  values: Partial<Pick<ProductListRow, 'name' | 'description' | 'position'>>,
): Promise<ProductListRow | undefined> {
  const [row] = await db
    .update(customerProductLists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(mine(customerId, id))
    .returning();
  return row;
}

export async function deleteList(db: Executor, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(customerProductLists)
    .where(mine(customerId, id))
    .returning({ id: customerProductLists.id });
  return rows.length > 0;
}

export function selectItems(db: Executor, listId: number): Promise<ProductListItemRow[]> {
  return db
    .select()
    .from(customerProductListItems)
    .where(eq(customerProductListItems.customerProductListId, listId))
    .orderBy(desc(customerProductListItems.createdAt), desc(customerProductListItems.id));
}

/** The item holding this product (and variation) in the list, if any. */
export async function selectSameItem(db: Executor, listId: number, productId: number, variationId: number | null) {
  const [row] = await db
    .select()
    .from(customerProductListItems)
    .where(
      and(
        eq(customerProductListItems.customerProductListId, listId),
        eq(customerProductListItems.productId, productId),
        variationId === null
          ? isNull(customerProductListItems.productVariationId)
          : eq(customerProductListItems.productVariationId, variationId),
      ),
    );
  return row;
}

/** Inserts the item unless the list holds it already; answers the new row or undefined. */
export async function insertItem(
  db: Executor,
  values: Pick<
    typeof customerProductListItems.$inferInsert,
    'customerProductListId' | 'productId' | 'productVariationId' | 'note'
  >,
): Promise<ProductListItemRow | undefined> {
  const [row] = await db.insert(customerProductListItems).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteItem(db: Executor, listId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(customerProductListItems)
    .where(and(eq(customerProductListItems.id, itemId), eq(customerProductListItems.customerProductListId, listId)))
    .returning({ id: customerProductListItems.id });
  return rows.length > 0;
}

export async function variationBelongsTo(db: Executor, variationId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(and(eq(productVariations.id, variationId), eq(productVariations.productId, productId)));
  return row !== undefined;
}

/**
 * The wish-list item id per product for a customer (the product embed
 * `customer_product_wish_list_item_id`): the item without a variation, else the first.
 */
export async function wishListItemIds(
  db: Executor,
  customerId: number,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: customerProductListItems.productId, id: customerProductListItems.id })
    .from(customerProductListItems)
    .innerJoin(customerProductLists, eq(customerProductLists.id, customerProductListItems.customerProductListId))
    .where(
      and(
        eq(customerProductLists.customerId, customerId),
        eq(customerProductLists.type, 1),
        inArray(customerProductListItems.productId, [...productIds]),
      ),
    )
    .orderBy(sql`${customerProductListItems.productVariationId} nulls first`, asc(customerProductListItems.id));
  const found = new Map<number, number>();
  for (const row of rows) if (!found.has(row.productId)) found.set(row.productId, row.id);
  return found;
}
