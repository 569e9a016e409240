import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { ownershipFromError, serverAccessToken } from './order-ownership';

const answered = (status: number) => new ApiClientError({ status, type: 'not_found', message: 'x' });

describe('the order detail’s ownership check on the server', () => {
  it('calls a 404 or 403 not the customer’s, and anything else unknown (never a 500 of the page)', () => {
    expect(ownershipFromError(answered(404))).toBe('not-theirs');
    expect(ownershipFromError(answered(403))).toBe('not-theirs');
    expect(ownershipFromError(answered(401))).toBe('unknown');
    expect(ownershipFromError(answered(503))).toBe('unknown');
    expect(ownershipFromError(new Error('timeout'))).toBe('unknown');
  });

  it('prefers the token the interceptor just refreshed over the cookie', () => {
    expect(serverAccessToken('fresh', 'old')).toBe('fresh');
    expect(serverAccessToken(null, 'old')).toBe('old');
    expect(serverAccessToken(null, undefined)).toBeNull();
    expect(serverAccessToken('', '')).toBeNull();
  });
});
