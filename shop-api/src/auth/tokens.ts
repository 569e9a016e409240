import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer secret: 32 random bytes, base64url. Only its SHA-256 (`hashToken`) is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, hex: what the database keeps and looks tokens up by. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two secrets without leaking where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
