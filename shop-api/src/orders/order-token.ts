import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The access token of a guest's order (docs/orders-and-payments.md). The database keeps only its
 * SHA-256 (`orders.access_token_hash`), so a copy of the database opens no order.
 *
 * With an `Idempotency-Key` the token is derived from the key and the cart (HMAC with
 * `ORDER_TOKEN_SECRET`): a repeated POST /orders, which must answer the same order, can then give
 * the same token again without the token ever being stored. Without a key it is random.
 */
export function orderAccessToken(secret: string, idempotency: { key: string; cartId: string } | null): string {
  if (!idempotency) return randomBytes(32).toString('base64url');
  return createHmac('sha256', secret)
    .update(`order-token\n${idempotency.key.toLowerCase()}\n${idempotency.cartId.toLowerCase()}`)
    .digest('base64url');
}

export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` opens the order whose token hash is `storedHash` (compared in constant time). */
export function orderTokenMatches(token: string | undefined, storedHash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(hashOrderToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
