import { describe, expect, it } from 'vitest';
import { ConfirmNewsletterBodySchema, NewsletterTokenParamsSchema } from '@contract/calls/newsletters';
import { hashNewsletterToken, newNewsletterToken } from './newsletter-token';

describe('newsletter link tokens', () => {
  it('are 43 base64url characters the schemas accept, each new', () => {
    const token = newNewsletterToken();
    expect(NewsletterTokenParamsSchema.safeParse({ token }).success).toBe(true);
    expect(ConfirmNewsletterBodySchema.safeParse({ token }).success).toBe(true);
    expect(newNewsletterToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 only', () => {
    const token = newNewsletterToken();
    expect(hashNewsletterToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashNewsletterToken(token)).not.toContain(token);
  });
});
