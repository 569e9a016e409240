import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { readTogether } from '../db/read-together';
import {
  cartDiscounts,
  cartItems,
  carts,
  countries,
  currencies,
  discounts,
  invoices,
  orderShipments,
  orderAddresses,
  orderDiscounts,
  orderItems,
  orders,
  paymentMethods,
  products,
  productVariations,
  shippingOptions,
} from '../db/schema';

/** The only SQL over orders, their items, addresses and discounts. */

/** A transaction of the shop's database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: reads work on either. */
export type Executor = Database | Tx;

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemInsert = typeof orderItems.$inferInsert;
export type OrderAddressRow = typeof orderAddresses.$inferSelect;
export type OrderAddressInsert = typeof orderAddresses.$inferInsert;
export type OrderDiscountRow = typeof orderDiscounts.$inferSelect;
export type OrderDiscountInsert = typeof orderDiscounts.$inferInsert;
export type OrderShipmentRow = typeof orderShipments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** An order with everything its answer shows. */
export interface StoredOrder {
  order: OrderRow;
  currency: { id: number; code: string; decimalPlaces: number };
  items: OrderItemRow[];
  addresses: OrderAddressRow[];
  discounts: OrderDiscountRow[];
  shipments: OrderShipmentRow[];
  invoices: InvoiceRow[];
}

/** The id the next order gets: taken first, so the code (which contains it) is written with the row. */
export async function nextOrderId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
}

export async function insertOrder(tx: Tx, row: OrderInsert): Promise<OrderRow> {
  const [created] = await tx.insert(orders).values(row).returning();
  return created as OrderRow;
}

/**
 * Inserts the lines in the given order, so their ids keep it (a product, then its nested items);
 * `parentIndex` points at an earlier line (a gift under its product).
 */
export async function insertOrderItems(
  tx: Tx,
  orderId: number,
  lines: (Omit<OrderItemInsert, 'orderId' | 'parentId'> & { parentIndex: number | null })[],
): Promise<OrderItemRow[]> {
  const rows: OrderItemRow[] = [];
  for (const { parentIndex, ...line } of lines) {
    const parentId = parentIndex === null ? null : (rows[parentIndex]?.id ?? null);
    const [created] = await tx
      .insert(orderItems)
      .values({ ...line, orderId, parentId })
      .returning();
    if (created) rows.push(created);
  }
  return rows;
}

export async function insertOrderAddresses(tx: Tx, rows: OrderAddressInsert[]): Promise<OrderAddressRow[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(orderAddresses).values(rows).returning();
  return inserted.sort((a, b) => a.type - b.type);
}

export async function insertOrderDiscounts(tx: Tx, rows: OrderDiscountInsert[]): Promise<OrderDiscountRow[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(orderDiscounts).values(rows).returning();
  return inserted.sort((a, b) => a.id - b.id);
}

export async function findOrderIdByIdempotencyKey(
  db: Executor,
  key: string,
): Promise<{ id: number; cartId: string | null } | undefined> {
  const [row] = await db
    .select({ id: orders.id, cartId: orders.cartId })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row;
}

export async function findStoredOrder(db: Executor, id: number): Promise<StoredOrder | undefined> {
  const [head] = await db
    .select({
      order: orders,
      currency: { id: currencies.id, code: currencies.code, decimalPlaces: currencies.decimalPlaces },
    })
    .from(orders)
    .innerJoin(currencies, eq(currencies.id, orders.currencyId))
    .where(eq(orders.id, id));
  if (!head) return undefined;
  const [items, addresses, discountRows, shipments, invoiceRows] = await readTogether(
    db,
    () => db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    () => db.select().from(orderAddresses).where(eq(orderAddresses.orderId, id)).orderBy(asc(orderAddresses.type)),
    () => db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, id)).orderBy(asc(orderDiscounts.id)),
    () => db.select().from(orderShipments).where(eq(orderShipments.orderId, id)).orderBy(asc(orderShipments.id)),
    () => db.select().from(invoices).where(eq(invoices.orderId, id)).orderBy(asc(invoices.id)),
  );
  return { ...head, items, addresses, discounts: discountRows, shipments, invoices: invoiceRows };
}

/**
 * Counts one use of each voucher, in id order, where it is still active, valid now and under its
 * limit (one conditional UPDATE per voucher, so two orders cannot both take its last use).
 * Answers the ids that could not be used.
 */
export async function spendVoucherUses(tx: Tx, discountIds: number[]): Promise<number[]> {
  const refused: number[] = [];
  for (const id of [...new Set(discountIds)].sort((a, b) => a - b)) {
    const used = await tx
      .update(discounts)
      .set({ usedOrders: sql`${discounts.usedOrders} + 1` })
      .where(
        and(
          eq(discounts.id, id),
          eq(discounts.isActive, true),
          or(isNull(discounts.validFrom), lte(discounts.validFrom, sql`now()`)),
          or(isNull(discounts.validTo), sql`${discounts.validTo} > now()`),
          or(isNull(discounts.limitOrders), sql`${discounts.usedOrders} < ${discounts.limitOrders}`),
        ),
      )
      .returning({ id: discounts.id });
    if (used.length === 0) refused.push(id);
  }
  return refused;
}

/** Whether each voucher counts as a purchase discount (`is_for_purchase`), by id. */
export async function voucherPurchaseFlags(db: Executor, ids: number[]): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: discounts.id, isForPurchase: discounts.isForPurchase })
    .from(discounts)
    .where(inArray(discounts.id, ids));
  return new Map(rows.map((r) => [r.id, r.isForPurchase]));
}

/** Product and variation codes (code, sku) of the lines, keyed `productId:variationId`. */
export async function lineCodes(
  db: Executor,
  lines: { productId: number; productVariationId: number | null }[],
): Promise<Map<string, { code: string | null; sku: string | null }>> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variationIds = [...new Set(lines.flatMap((l) => (l.productVariationId ? [l.productVariationId] : [])))];
  const codes = new Map<string, { code: string | null; sku: string | null }>();
  if (productIds.length > 0) {
    const rows = await db
      .select({ id: products.id, code: products.code, sku: products.sku })
      .from(products)
      .where(inArray(products.id, productIds));
    for (const r of rows) codes.set(`${r.id}:0`, { code: r.code, sku: r.sku });
  }
  if (variationIds.length > 0) {
    const rows = await db
      .select({
        id: productVariations.id,
        productId: productVariations.productId,
        code: productVariations.code,
        sku: productVariations.sku,
      })
      .from(productVariations)
      .where(inArray(productVariations.id, variationIds));
    for (const r of rows) codes.set(`${r.productId}:${r.id}`, { code: r.code, sku: r.sku });
  }
  return codes;
}

/** The shop's bank details and payment term of a payment method (copied into a bank-transfer order). */
export async function paymentMethodBankDetails(db: Executor, id: number) {
  const [row] = await db
    .select({
      bankAccount: paymentMethods.bankAccount,
      iban: paymentMethods.iban,
      swift: paymentMethods.swift,
      dueDays: paymentMethods.dueDays,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, id));
  return row;
}

/** A pickup point's address, for the confirmation e-mail. */
export async function shippingOptionAddress(db: Executor, id: number) {
  const [row] = await db
    .select({
      name: shippingOptions.name,
      street: shippingOptions.street,
      city: shippingOptions.city,
      postCode: shippingOptions.postCode,
    })
    .from(shippingOptions)
    .where(eq(shippingOptions.id, id));
  return row;
}

/** Country names and ISO codes by id. */
export async function countriesById(
  db: Executor,
  ids: number[],
): Promise<Map<number, { alpha2: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, alpha2: countries.alpha2, name: countries.name })
    .from(countries)
    .where(inArray(countries.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { alpha2: r.alpha2, name: r.name }]));
}

/**
 * Closes the cart the order took: its items and vouchers are gone, `ordered_at` says why. (Its
 * reservation was released when the stock was taken.) The storefront starts a new cart.
 */
export async function closeOrderedCart(tx: Tx, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.delete(cartDiscounts).where(eq(cartDiscounts.cartId, cartId));
  await tx
    .update(carts)
    .set({ orderedAt: sql`now()`, expirationAt: null, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** Sets `paid_at` once; answers whether this call set it. */
export async function markOrderPaid(db: Executor, orderId: number): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt)))
    .returning({ id: orders.id });
  return updated.length > 0;
}
