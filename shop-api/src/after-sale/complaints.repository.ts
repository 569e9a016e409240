import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { complaintAddresses, complaintItems, complaintPhotos, complaints, orders } from '../db/schema';
import type { Executor, Tx } from '../orders/orders.repository';
import type { RefundAddressColumns } from './refunds.repository';

/** The only SQL over complaints, their items, addresses and photos. */

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintItemRow = typeof complaintItems.$inferSelect;
export type ComplaintAddressRow = typeof complaintAddresses.$inferSelect;
export type ComplaintPhotoInfo = Omit<typeof complaintPhotos.$inferSelect, 'data'>;

/** States of a complaint whose units no longer count against what can be claimed. */
const closedStates = ['rejected', 'resolved', 'refunded', 'cancelled'];

export async function insertComplaint(tx: Tx, row: typeof complaints.$inferInsert): Promise<ComplaintRow> {
  const [created] = await tx.insert(complaints).values(row).returning();
  return created as ComplaintRow;
}

export async function findComplaint(db: Executor, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row;
}

export async function lockComplaint(tx: Tx, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  return row;
}

export async function complaintItemsOf(db: Executor, complaintId: number): Promise<ComplaintItemRow[]> {
  return db
    .select()
    .from(complaintItems)
    .where(eq(complaintItems.complaintId, complaintId))
    .orderBy(complaintItems.orderItemId);
}

export async function complaintAddressesOf(db: Executor, complaintId: number): Promise<ComplaintAddressRow[]> {
  return db
    .select()
    .from(complaintAddresses)
    .where(eq(complaintAddresses.complaintId, complaintId))
    .orderBy(complaintAddresses.type);
}

/** The photos' details, oldest first (their bytes stay in the database until one is asked for). */
export async function complaintPhotosOf(db: Executor, complaintId: number): Promise<ComplaintPhotoInfo[]> {
  return db
    .select({
      id: complaintPhotos.id,
      complaintId: complaintPhotos.complaintId,
      fileName: complaintPhotos.fileName,
      contentType: complaintPhotos.contentType,
      size: complaintPhotos.size,
      createdAt: complaintPhotos.createdAt,
    })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.complaintId, complaintId))
    .orderBy(complaintPhotos.id);
}

export async function findComplaintPhoto(db: Executor, complaintId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(complaintPhotos)
    .where(and(eq(complaintPhotos.id, photoId), eq(complaintPhotos.complaintId, complaintId)));
  return row;
}

export async function insertComplaintPhoto(
  tx: Tx,
  row: typeof complaintPhotos.$inferInsert,
): Promise<ComplaintPhotoInfo> {
  const [created] = await tx.insert(complaintPhotos).values(row).returning({
    id: complaintPhotos.id,
    complaintId: complaintPhotos.complaintId,
    fileName: complaintPhotos.fileName,
    contentType: complaintPhotos.contentType,
    size: complaintPhotos.size,
    createdAt: complaintPhotos.createdAt,
  });
  return created as ComplaintPhotoInfo;
}

export async function deleteComplaintPhoto(tx: Tx, complaintId: number, photoId: number): Promise<boolean> {
  const deleted = await tx
    .delete(complaintPhotos)
    .where(and(eq(complaintPhotos.id, photoId), eq(complaintPhotos.complaintId, complaintId)))
    .returning({ id: complaintPhotos.id });
  return deleted.length > 0;
}

/** Units of each order item that the order's other open complaints claim. */
export async function unitsClaimedElsewhere(
  db: Executor,
  orderId: number,
  complaintId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: complaintItems.orderItemId, units: sql<number>`sum(${complaintItems.amount})::int` })
    .from(complaintItems)
    .innerJoin(complaints, eq(complaints.id, complaintItems.complaintId))
    .where(
      and(eq(complaints.orderId, orderId), ne(complaints.id, complaintId), notInArray(complaints.state, closedStates)),
    )
    .groupBy(complaintItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.units)]));
}

export async function updateComplaint(
  tx: Tx,
  id: number,
  patch: Partial<typeof complaints.$inferInsert>,
): Promise<void> {
  await tx
    .update(complaints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(complaints.id, id));
}

export async function replaceComplaintItems(
  tx: Tx,
  complaintId: number,
  items: Omit<typeof complaintItems.$inferInsert, 'complaintId'>[],
): Promise<void> {
  await tx.delete(complaintItems).where(eq(complaintItems.complaintId, complaintId));
  if (items.length > 0) await tx.insert(complaintItems).values(items.map((item) => ({ ...item, complaintId })));
}

export async function upsertComplaintAddress(
  tx: Tx,
  complaintId: number,
  type: number,
  columns: RefundAddressColumns,
): Promise<void> {
  await tx
    .insert(complaintAddresses)
    .values({ ...columns, complaintId, type })
    .onConflictDoUpdate({ target: [complaintAddresses.complaintId, complaintAddresses.type], set: columns });
}

/** A page of complaints, newest first: of one order, or of every order of a customer. */
export async function pageOfComplaints(
  db: Executor,
  scope: { orderId?: number; customerId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const where = and(
    scope.orderId === undefined ? undefined : eq(complaints.orderId, scope.orderId),
    scope.customerId === undefined
      ? undefined
      : inArray(
          complaints.orderId,
          db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, scope.customerId)),
        ),
  );
  const [total] = await db.select({ n: count() }).from(complaints).where(where);
  const rows = await db
    .select()
    .from(complaints)
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}
