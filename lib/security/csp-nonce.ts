import { createHash, randomBytes } from 'node:crypto';

/**
 * A fresh nonce for a page rendered for this request only (cart, checkout, login, customer area,
 * a listing query the cache does not take): 128 random bits, base64.
 */
export function requestNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The nonce of a page served from the full route cache. The cached HTML keeps the nonce it was
 * rendered with, so every request for that cache entry must send the same one: it is derived from
 * the build and the entry's scope (language, render variant and canonical listing query, e.g.
 * `en/eur-with~YnJhbmQ9bHVtZXJh`). Anyone who reads the page can read it too; what it still
 * guarantees, and why the query is part of it, is in docs/security-headers.md.
 */
export function cachedPageNonce(buildId: string, scope: string): string {
  return createHash('sha256').update(`csp-nonce\n${buildId}\n${scope}`).digest().subarray(0, 16).toString('base64');
}
