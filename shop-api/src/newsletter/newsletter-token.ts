import { createHash, randomBytes } from 'node:crypto';

/**
 * A new token of a newsletter link (the confirmation or the unsubscribe link): 32 random bytes,
 * base64url (43 characters). Only its hash is stored, so a link cannot be made from the database.
 */
export function newNewsletterToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: SHA-256, hex. */
export function hashNewsletterToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
