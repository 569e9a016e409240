import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_TEST_FAULTS: '1' } });
});
afterAll(async () => t?.close());

describe('POST /test-faults/expire-access-token', () => {
  it('ends an access token now; the refresh token still renews the session', async () => {
    const customer = await registerCustomer(t.app);
    const expire = (access_token: string) =>
      t.app.inject({ method: 'POST', url: '/test-faults/expire-access-token', payload: { access_token } });
    expect((await expire(customer.accessToken)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/me', headers: bearer(customer.accessToken) })).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: customer.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/me', headers: bearer(refreshed.json().access_token) })).statusCode).toBe(200);
    expect((await expire('A'.repeat(43))).statusCode).toBe(404);
    expect((await expire('')).statusCode).toBe(422);
  });

  it('does not exist without API_TEST_FAULTS=1', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/test-faults/expire-access-token',
        payload: { access_token: 'x' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
