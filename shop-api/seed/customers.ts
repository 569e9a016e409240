import { hashPassword } from '../src/auth/passwords';
import { customers } from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';

/** The demo customer other seeds give addresses, orders, lists and credits to. */
export const demoCustomerId = 1;
export const demoCustomerEmail = 'jana.novakova@example.com';
/** Her password, shown in docs/customer-accounts.md for trying the storefront. */
export const demoCustomerPassword = 'Lumen-demo-2026';

export const customerSerialTables = [customers];

/** Jana Nováková, a Czech customer with a verified e-mail (a third-party sign-in with it links to her). */
export async function seedCustomers(tx: SeedTx): Promise<void> {
  const createdAt = new Date('2025-03-14T09:30:00Z');
  await insertRows(tx, customers, [
    {
      id: demoCustomerId,
      email: demoCustomerEmail,
      passwordHash: await hashPassword(demoCustomerPassword),
      firstName: 'Jana',
      lastName: 'Nováková',
      dialCode: '+420',
      phone: '777 123 456',
      locale: 'cs',
      emailVerifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    },
  ]);
}
