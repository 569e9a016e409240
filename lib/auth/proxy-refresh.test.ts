import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { isDocumentRequest, refreshFailureKind, shouldRefreshInProxy } from './proxy-refresh';

const facts = {
  orderDetail: true,
  document: true,
  hasAccessToken: false,
  hasRefreshToken: true,
  refreshTokenRotated: false,
};
const refused = (status: number) => new ApiClientError({ status, type: 'unauthenticated', message: 'no' });

describe('the interceptor’s refresh of a session', () => {
  it('runs only for an order detail document without an access cookie but with a refresh cookie', () => {
    expect(shouldRefreshInProxy(facts)).toBe(true);
    expect(shouldRefreshInProxy({ ...facts, orderDetail: false })).toBe(false);
    expect(shouldRefreshInProxy({ ...facts, document: false })).toBe(false);
    expect(shouldRefreshInProxy({ ...facts, hasAccessToken: true })).toBe(false);
    expect(shouldRefreshInProxy({ ...facts, hasRefreshToken: false })).toBe(false);
  });

  it('also runs when the access cookie died with a rotation of the refresh token a moment ago', () => {
    const stale = { ...facts, hasAccessToken: true, refreshTokenRotated: true };
    expect(shouldRefreshInProxy(stale)).toBe(true);
    expect(shouldRefreshInProxy({ ...stale, document: false })).toBe(false);
    expect(shouldRefreshInProxy({ ...stale, orderDetail: false })).toBe(false);
  });

  it('reads a client navigation and a prefetch as no document', () => {
    expect(isDocumentRequest(new Headers())).toBe(true);
    expect(isDocumentRequest(new Headers({ rsc: '1' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ 'next-router-prefetch': '1' }))).toBe(false);
  });

  it('ends the session on a refused token, waits out a parallel refresh, and knows nothing otherwise', () => {
    expect(refreshFailureKind(refused(401))).toBe('ended');
    expect(refreshFailureKind(refused(422))).toBe('ended');
    expect(refreshFailureKind(refused(409))).toBe('busy');
    expect(refreshFailureKind(refused(503))).toBe('failed');
    expect(refreshFailureKind(new TypeError('fetch failed'))).toBe('failed');
  });
});
