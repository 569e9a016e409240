import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../cart/cart-db';
import { customerAddresses } from '../db/schema';

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type CustomerAddressColumns = Partial<Omit<typeof customerAddresses.$inferInsert, 'id' | 'customerId'>>;

const mine = (customerId: number, id: number) =>
  and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId));

/** The customer's addresses: the defaults first, then newest first. */
export function selectAddresses(db: Executor, customerId: number): Promise<CustomerAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(
      desc(customerAddresses.isBillingDefault),
      desc(customerAddresses.isShippingDefault),
      desc(customerAddresses.createdAt),
      desc(customerAddresses.id),
    );
}

/** The address if it is this customer's; another customer's address is as absent as an unknown one. */
export async function selectAddress(db: Executor, customerId: number, id: number) {
  const [row] = await db.select().from(customerAddresses).where(mine(customerId, id));
  return row;
}

/** Locks the customer's address rows, so two writes cannot both make a default. */
export async function lockAddressBook(db: Executor, customerId: number): Promise<number> {
  const rows = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .for('update');
  return rows.length;
}

/** Takes a default from every other address of the customer. */
export async function clearDefaults(
  db: Executor,
  customerId: number,
  exceptId: number,
  roles: { billing: boolean; shipping: boolean },
): Promise<void> {
  const others = and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, exceptId));
  if (roles.billing)
    await db
      .update(customerAddresses)
      .set({ isBillingDefault: false })
      .where(and(others, eq(customerAddresses.isBillingDefault, true)));
  if (roles.shipping)
    await db
      .update(customerAddresses)
      .set({ isShippingDefault: false })
      .where(and(others, eq(customerAddresses.isShippingDefault, true)));
}

export async function insertAddress(
  db: Executor,
  customerId: number,
  columns: CustomerAddressColumns &
    Pick<
      typeof customerAddresses.$inferInsert,
      'firstName' | 'lastName' | 'street' | 'city' | 'postCode' | 'countryId'
    >,
): Promise<CustomerAddressRow> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...columns, customerId })
    .returning();
  return row!;
}

export async function updateAddress(
  db: Executor,
  customerId: number,
  id: number,
  columns: CustomerAddressColumns,
): Promise<CustomerAddressRow | undefined> {
  const [row] = await db
    .update(customerAddresses)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(mine(customerId, id))
    .returning();
  return row;
}

export async function deleteAddress(
  db: Executor,
  customerId: number,
  id: number,
): Promise<CustomerAddressRow | undefined> {
  const [row] = await db.delete(customerAddresses).where(mine(customerId, id)).returning();
  return row;
}

/** Ids of the customer's addresses, newest first. */
export async function addressIdsNewestFirst(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));
  return rows.map((r) => r.id);
}
