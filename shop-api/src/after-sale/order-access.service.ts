import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderAccessBody, OrderAccessResponse } from '@contract/calls/after-sale';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import type { AfterSaleSigner } from './after-sale-links';

/** One answer for a wrong number and a wrong e-mail, so the answer never tells an order exists. */
export const noSuchOrderMessage = 'afterSale.noSuchOrder';

const digest = (text: string) => createHash('sha256').update(text.trim().toLowerCase(), 'utf8').digest();

/** Whether two e-mail addresses are the same, case aside, compared in constant time. */
function sameEmail(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * `POST /order-access`: the order whose number and e-mail match, with a proof token for its returns
 * and complaints; null when nothing matches (the route answers the same 422 and counts the try).
 */
export async function proveOrder(
  db: Database,
  signer: AfterSaleSigner,
  body: OrderAccessBody,
): Promise<OrderAccessResponse | null> {
  const [row] = await db
    .select({ id: orders.id, email: orders.email })
    .from(orders)
    .where(eq(orders.code, body.code.replace(/\s+/g, '')));
  // The e-mail is compared even without an order, so both failures take the same time.
  const matches = sameEmail(row?.email ?? '', body.email) && row !== undefined;
  if (!matches) return null;
  const proof = signer.orderProof(row.id);
  return { order_id: row.id, access_token: proof.token, expires_at: proof.expiresAt.toISOString() };
}
