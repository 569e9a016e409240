import { eq, sql } from 'drizzle-orm';
import { addressTypeCodes } from '@contract/codes/address-types';
import { insertAddress } from '../addresses/addresses.repository';
import { customers, type orderAddresses } from '../db/schema';
import type { Executor } from './orders.repository';

/**
 * `create_new_account` on POST /orders (docs/orders-and-payments.md, "Customers"): the account is
 * made with the order, from its e-mail, billing name, phone and language, unless the e-mail is
 * registered already; then the order is still placed, as a guest's, and its answer says so. The
 * order's addresses (with the company's name and numbers) go into the new account's address book.
 */

export async function isEmailRegistered(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()));
  return row !== undefined;
}

/** Creates the account; answers its id, or null when the e-mail got registered meanwhile. */
export async function createOrderAccount(
  db: Executor,
  account: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    dialCode: string | null;
    phone: string | null;
    locale: string;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(customers)
    .values({
      email: account.email.trim().toLowerCase(),
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      dialCode: account.phone ? account.dialCode : null,
      phone: account.phone,
      locale: account.locale,
      updatedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return row?.id ?? null;
}

type OrderAddress = Omit<typeof orderAddresses.$inferInsert, 'orderId'>;

/** An address the address book can hold: a name, a street, a city, a post code and a country. */
function bookable(address: OrderAddress | undefined) {
  if (!address) return null;
  const { firstName, lastName, street, city, postCode, countryId } = address;
  if (!firstName || !lastName || !street || !city || !postCode || !countryId) return null;
  return {
    firstName,
    lastName,
    street,
    city,
    postCode,
    countryId,
    dialCode: address.phone ? (address.dialCode ?? null) : null,
    phone: address.phone ?? null,
    isCompany: address.isCompany ?? false,
    companyName: address.isCompany ? (address.companyName ?? null) : null,
    companyIdentificationNumber: address.isCompany ? (address.companyIdentificationNumber ?? null) : null,
    companyVatNumber: address.isCompany ? (address.companyVatNumber ?? null) : null,
  };
}

/**
 * Saves the order's addresses in the new account's address book: the billing address as the
 * billing default, a separate delivery address as the shipping default (else the billing address is
 * both). An address without a street (a pickup point's order) is not saved. Answers whether any was.
 */
export async function saveOrderAddresses(db: Executor, customerId: number, addresses: OrderAddress[]) {
  const billing = bookable(addresses.find((a) => a.type === addressTypeCodes.billing));
  const delivery = bookable(addresses.find((a) => a.type === addressTypeCodes.shipping));
  if (billing)
    await insertAddress(db, customerId, { ...billing, isBillingDefault: true, isShippingDefault: !delivery });
  if (delivery) await insertAddress(db, customerId, { ...delivery, isShippingDefault: true });
  return billing !== null || delivery !== null;
}
