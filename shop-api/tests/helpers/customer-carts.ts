import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { carts } from '../../src/db/schema';
import { readyCart, type CheckoutChoices } from './checkout';
import { addItem, newCart } from './cart-client';
import { bearer, type RegisteredCustomer } from './customers';

/**
 * A cart of the customer, brought through the cart API with the bearer: POST /carts with a bearer
 * makes it the customer's; the row is marked so too, whichever way the cart was made.
 */
export async function customerCart(
  app: FastifyInstance,
  db: Database,
  customer: RegisteredCustomer,
  choices: CheckoutChoices | 'empty' = 'empty',
): Promise<string> {
  const headers = bearer(customer.accessToken);
  const id =
    choices === 'empty'
      ? (await newCart(app, headers)).id
      : await readyCart(app, { email: customer.email, ...choices, headers });
  await db.update(carts).set({ customerId: customer.customerId }).where(eq(carts.id, id));
  return id;
}

/** A guest's cart with the given items. */
export async function guestCart(app: FastifyInstance, items: object[]): Promise<string> {
  const cart = await newCart(app);
  for (const item of items) await addItem(app, cart.id, item);
  return cart.id;
}
