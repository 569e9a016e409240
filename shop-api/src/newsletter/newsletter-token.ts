import { createHash, randomBytes } from 'node:crypto';

/** A new unsubscribe token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: SHA-256, hex. */
export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
