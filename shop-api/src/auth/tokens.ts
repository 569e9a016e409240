import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret: 32 random bytes, base64url. Only its SHA-256 (`hashToken`) is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, hex: what the database keeps and looks tokens up by. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
