import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMail } from '@contract/calls/sandbox-mailbox';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A reset link lives only as long as its purpose (docs/customer-accounts.md, "Password reset"):
 * using one link, changing the password or asking for a newer link ends every older link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function tokensMailedTo(address: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(address)}` });
  return response
    .json<{ items: SandboxMail[] }>()
    .items.map((mail) => /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1])
    .filter((token): token is string => token !== undefined);
}

/** Asks for a reset link and answers the token the new e-mail carries. */
async function requestLink(customer: RegisteredCustomer): Promise<string> {
  const before = new Set(await tokensMailedTo(customer.email));
  const response = await t.app.inject({
    method: 'POST',
    url: '/passwords/customer',
    payload: { email: customer.email },
  });
  expect(response.statusCode).toBe(202);
  let fresh: string | undefined;
  await expect
    .poll(async () => {
      fresh = (await tokensMailedTo(customer.email)).find((token) => !before.has(token));
      return fresh;
    })
    .toBeDefined();
  return fresh!;
}

const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/passwords/customer',
    payload: { token, new_password: password, new_password_confirmation: password },
  });

function expectDeadLink(response: Awaited<ReturnType<typeof reset>>) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['token']);
}

describe('older reset links end', () => {
  it('when another link of the account is used', async () => {
    const customer = await registerCustomer(t.app);
    const first = await requestLink(customer);
    const second = await requestLink(customer);
    // The newer link is used; the older one must not reset the password a second time.
    expect((await reset(second, 'Second-pass-22')).statusCode).toBe(200);
    expectDeadLink(await reset(first, 'Attacker-pass-1'));
  });

  it('when the password is changed on the account page', async () => {
    const customer = await registerCustomer(t.app);
    const link = await requestLink(customer);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/customers/${customer.customerId}/password`,
      headers: bearer(customer.accessToken),
      payload: {
        current_password: customer.password,
        password: 'Changed-pass-33',
        password_confirmation: 'Changed-pass-33',
      },
    });
    expect(change.statusCode, change.body).toBe(204);
    expectDeadLink(await reset(link, 'Attacker-pass-1'));
  });

  it('when a newer link is asked for, which still works', async () => {
    const customer = await registerCustomer(t.app);
    const older = await requestLink(customer);
    const newer = await requestLink(customer);
    expectDeadLink(await reset(older, 'Older-pass-44'));
    expect((await reset(newer, 'Newer-pass-55')).statusCode).toBe(200);
  });
});
