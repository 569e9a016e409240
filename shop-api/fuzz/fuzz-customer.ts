import { randomBytes } from 'node:crypto';

/**
 * Registers a throw-away customer on the API under test and answers its access token, so the
 * operations that declare `customerToken` security are fuzzed past their 401 (with the token) as
 * well as without it and with a wrong one.
 */
export async function fuzzCustomerToken(baseUrl: string): Promise<string> {
  const password = `Fuzz-${randomBytes(12).toString('hex')}`;
  const response = await fetch(new URL('/customers', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      first_name: 'Fuzz',
      last_name: 'Customer',
      email: `fuzz-${randomBytes(8).toString('hex')}@example.com`,
      password,
      password_confirmation: password,
    }),
  });
  if (response.status !== 201) throw new Error(`registering the fuzz customer answered ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token?: string };
  if (!token) throw new Error('the registration answer has no access_token');
  return token;
}
