import { describe, expect, it } from 'vitest';
import { NewsletterTokenParamsSchema } from '@contract/calls/newsletters';
import { hashUnsubscribeToken, newUnsubscribeToken } from './newsletter-token';

describe('unsubscribe tokens', () => {
  it('are 43 base64url characters the path schema accepts, each new', () => {
    const token = newUnsubscribeToken();
    expect(NewsletterTokenParamsSchema.safeParse({ token }).success).toBe(true);
    expect(newUnsubscribeToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 only', () => {
    const token = newUnsubscribeToken();
    expect(hashUnsubscribeToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashUnsubscribeToken(token)).not.toContain(token);
  });
});
