import { describe, expect, it } from 'vitest';
import { cachedPageNonce, requestNonce } from './csp-nonce';

/** The nonce syntax Next.js reads from the policy (get-script-nonce-from-header). */
const nextNonce = /^[A-Za-z0-9+/_-]+={0,2}$/;

describe('nonces', () => {
  it('are fresh for every request, 128 bits', () => {
    const nonces = new Set(Array.from({ length: 50 }, requestNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(nextNonce);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });

  it('are the same for every request of one cache entry of one build', () => {
    expect(cachedPageNonce('build-1', 'en/eur-with')).toBe(cachedPageNonce('build-1', 'en/eur-with'));
    expect(cachedPageNonce('build-1', 'en/eur-with')).toMatch(nextNonce);
  });

  it('differ between builds, languages, variants and listing queries', () => {
    const nonces = [
      cachedPageNonce('build-1', 'en/eur-with'),
      cachedPageNonce('build-2', 'en/eur-with'),
      cachedPageNonce('build-1', 'cs/eur-with'),
      cachedPageNonce('build-1', 'en/eur-without'),
      cachedPageNonce('build-1', 'en/eur-with~YnJhbmQ9bHVtZXJh'),
    ];
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
