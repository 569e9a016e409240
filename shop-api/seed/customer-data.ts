import { eq } from 'drizzle-orm';
import {
  customerAccounts,
  customerAccountTranslations,
  customerAccountUsages,
  customerAddresses,
  customerProductListItems,
  customerProductLists,
  customers,
} from '../src/db/schema';
import { demoCustomerEmail } from './customers';
import { insertRows, type SeedTx } from './database-writes';

/** The loyalty credit kind: one point is worth 1 Kč or 0.04 €. */
const lumenPoints = { id: 1, code: 'lumen-points', conversionCzk: 1, conversionEurCents: 4 };
const lumenNames = [
  { customerAccountId: 1, locale: 'cs', name: 'Lumen body' },
  { customerAccountId: 1, locale: 'sk', name: 'Lumen body' },
  { customerAccountId: 1, locale: 'en', name: 'Lumen points' },
];

const at = (isoDate: string) => new Date(`${isoDate}T10:00:00Z`);

type Usage = Omit<typeof customerAccountUsages.$inferInsert, 'customerAccountId' | 'customerId'>;

/** Jana's points: a welcome bonus, points for orders, some spent and a few expired; 470 left. */
const usages = (customerId: number) =>
  (
    [
      {
        id: 1,
        amount: 300,
        operation: 1,
        reason: 'welcome_bonus',
        name: 'Uvítací bonus za registraci',
        createdAt: at('2026-01-12'),
      },
      {
        id: 2,
        amount: 120,
        operation: 1,
        reason: 'order_earned',
        name: 'Body za objednávku',
        createdAt: at('2026-02-03'),
      },
      {
        id: 3,
        amount: -150,
        operation: 2,
        reason: 'order_spent',
        name: 'Sleva na objednávku',
        createdAt: at('2026-03-18'),
      },
      {
        id: 4,
        amount: 250,
        operation: 1,
        reason: 'order_earned',
        name: 'Body za objednávku',
        createdAt: at('2026-06-22'),
      },
      { id: 5, amount: -50, operation: 4, reason: 'expired', name: 'Propadlé body', createdAt: at('2026-09-30') },
    ] satisfies Usage[]
  ).map((u) => ({ ...u, customerAccountId: lumenPoints.id, customerId }));

const addresses = (customerId: number) => [
  {
    id: 1,
    customerId,
    firstName: 'Jana',
    lastName: 'Nováková',
    dialCode: '+420',
    phone: '601234567',
    street: 'Vinohradská 1234/56',
    city: 'Praha',
    postCode: '120 00',
    countryId: 1,
    isBillingDefault: true,
    isShippingDefault: false,
    createdAt: at('2026-01-12'),
  },
  {
    id: 2,
    customerId,
    firstName: 'Jana',
    lastName: 'Nováková',
    dialCode: '+420',
    phone: '601234567',
    street: 'Masarykova 8',
    city: 'Brno',
    postCode: '602 00',
    countryId: 1,
    isBillingDefault: false,
    isShippingDefault: true,
    createdAt: at('2026-02-01'),
  },
];

/** Products on Jana's wish list (ids the demo catalogue always has). */
const wishedProductIds = [1, 2, 4];

export const customerDataSerialTables = [
  customerAccounts,
  customerAccountUsages,
  customerAddresses,
  customerProductLists,
  customerProductListItems,
];

/**
 * The credit kind "Lumen points" and the demo customer's address book (two addresses, billing
 * and shipping defaults), wish list (three products) and points history. Fixed ids, so running
 * it again changes nothing; skipped (but for the credit kind) when the demo customer is missing.
 */
export async function seedCustomerData(tx: SeedTx): Promise<void> {
  await insertRows(tx, customerAccounts, [lumenPoints]);
  await insertRows(tx, customerAccountTranslations, lumenNames);
  const [jana] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, demoCustomerEmail));
  if (!jana) return;
  await insertRows(tx, customerAddresses, addresses(jana.id));
  await insertRows(tx, customerProductLists, [
    { id: 1, customerId: jana.id, name: 'Oblíbené', type: 1, position: 0, createdAt: at('2026-01-12') },
  ]);
  await insertRows(
    tx,
    customerProductListItems,
    wishedProductIds.map((productId, i) => ({
      id: i + 1,
      customerProductListId: 1,
      productId,
      createdAt: at(`2026-0${i + 2}-10`),
    })),
  );
  await insertRows(tx, customerAccountUsages, usages(jana.id));
}
