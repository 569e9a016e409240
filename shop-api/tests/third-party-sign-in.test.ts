import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens } from '@contract/entities/customer';
import { customerPairings, customers } from '../src/db/schema';
import { demoCustomerEmail, demoCustomerId } from '../seed/customers';
import { bearer } from './helpers/customers';
import { listeningTestApp, storefrontOrigin, type ListeningTestApp } from './helpers/orders';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => t?.close());

const returnUrl = `${storefrontOrigin}/cs/zakaznik/dashboard`;
const redirectUri = (provider: string) => `${storefrontOrigin}/api/auth/third-party/${provider}`;

const inject = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as never });

async function start(provider = 'google', url = returnUrl) {
  const response = await inject('/socialite/redirect', { provider, return_url: url });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ provider_auth_url: string }>().provider_auth_url);
}

/** The shopper's browser on the consent page: answers where the provider sends it back. */
async function consent(authUrl: URL, identity: string, decision = 'allow') {
  const form = new URLSearchParams(authUrl.searchParams);
  form.set('identity', identity);
  form.set('decision', decision);
  const response = await fetch(`${t.baseUrl}${authUrl.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

async function signInAs(identity: string, provider = 'google') {
  const authUrl = await start(provider);
  const back = await consent(authUrl, identity);
  return inject('/socialite/callback', {
    provider,
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}

describe('start', () => {
  it('answers the sandbox authorization URL with state and a PKCE S256 challenge', async () => {
    const authUrl = await start('facebook');
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${t.baseUrl}/sandbox/oauth/facebook/authorize`);
    const params = Object.fromEntries(authUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'lumen-sandbox-facebook',
      redirect_uri: redirectUri('facebook'),
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a return_url off the storefront with invalid_return_url', async () => {
    for (const url of [
      'https://evil.example/cs',
      'http://shop.test:3001/cs',
      `https://shop.test:3000/cs`,
      'javascript:alert(1)',
    ]) {
      const response = await inject('/socialite/redirect', { provider: 'google', return_url: url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({
        type: 'invalid_return_url',
        errors: [{ field: 'return_url' }],
      });
    }
  });

  it('refuses bad input', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['provider', 'return_url']],
      [{ provider: 'twitter', return_url: returnUrl }, ['provider']],
      [{ provider: 'google', return_url: '/cs/relative' }, ['return_url']],
      [{ provider: 'google', return_url: returnUrl, scope: 'all' }, ['scope']],
    ];
    for (const [body, fields] of cases) {
      const response = await inject('/socialite/redirect', body);
      expect(response.statusCode).toBe(422);
      expect(
        response
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(fields);
    }
  });
});

describe('sandbox identity provider', () => {
  it('shows a consent page with the test identities under a strict CSP', async () => {
    const authUrl = await start();
    authUrl.searchParams.set('ui_locales', 'cs');
    const response = await fetch(authUrl);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${storefrontOrigin}`);
    expect(csp).toContain("frame-ancestors 'none'");
    const page = await response.text();
    expect(page).toContain('<html lang="cs">');
    for (const identity of ['demo', 'new', 'unverified']) expect(page).toContain(`value="${identity}"`);
  });

  it('refuses an authorization request with a wrong client, redirect URI or PKCE method', async () => {
    const authUrl = await start();
    const broken: [string, string][] = [
      ['client_id', 'someone-else'],
      ['redirect_uri', 'https://evil.example/api/auth/third-party/google'],
      ['code_challenge_method', 'plain'],
      ['response_type', 'token'],
    ];
    for (const [name, value] of broken) {
      const url = new URL(authUrl);
      url.searchParams.set(name, value);
      const response = await fetch(url);
      expect(response.status, name).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('sends a denial back as error=access_denied with the state', async () => {
    const authUrl = await start();
    const back = await consent(authUrl, 'demo', 'deny');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri('google'));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(authUrl.searchParams.get('state'));
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('token endpoint: checks the client, redirect_uri, PKCE verifier and single use', async () => {
    const token = (body: Record<string, string>) =>
      fetch(`${t.baseUrl}/sandbox/oauth/google/token`, { method: 'POST', body: new URLSearchParams(body) });
    const codeFor = async () => (await consent(await start(), 'demo')).searchParams.get('code')!;
    const base = {
      grant_type: 'authorization_code',
      redirect_uri: redirectUri('google'),
      client_id: 'lumen-sandbox-google',
      client_secret: 'lumen-sandbox-google-secret',
      code_verifier: 'x'.repeat(43),
    };
    const wrongVerifier = await token({ ...base, code: await codeFor() });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    const wrongSecret = await token({ ...base, code: await codeFor(), client_secret: 'guess' });
    expect((await wrongSecret.json()).error).toBe('invalid_client');
    const wrongRedirect = await token({
      ...base,
      code: await codeFor(),
      redirect_uri: `${storefrontOrigin}/elsewhere`,
    });
    expect((await wrongRedirect.json()).error).toBe('invalid_grant');
    expect((await (await token({ ...base, code: 'made-up' })).json()).error).toBe('invalid_grant');
    expect((await token({ ...base, grant_type: 'password', code: 'x' })).status).toBe(400);
    const userinfo = await fetch(`${t.baseUrl}/sandbox/oauth/google/userinfo`, {
      headers: { authorization: 'Bearer forged.token.value.sig' },
    });
    expect(userinfo.status).toBe(401);
  });
});

describe('callback', () => {
  it('links the demo customer by her verified e-mail, once, and answers a session and the return_url', async () => {
    const response = await signInAs('demo');
    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json<AuthTokens & { return_url: string }>();
    expect(tokens.return_url).toBe(returnUrl);
    expect(tokens.customer.id).toBe(demoCustomerId);
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(tokens.access_token) });
    expect(me.json().customer_pairings).toMatchObject([{ provider: 'google', email: demoCustomerEmail }]);
    // Signing in again finds her by the pairing: still one pairing, one account.
    expect((await signInAs('demo')).json().customer.id).toBe(demoCustomerId);
    const pairings = await t.db.select().from(customerPairings).where(eq(customerPairings.customerId, demoCustomerId));
    expect(pairings).toHaveLength(1);
    const janas = await t.db.select().from(customers).where(eq(customers.email, demoCustomerEmail));
    expect(janas).toHaveLength(1);
  });

  it('never links an unverified e-mail to the account that has it', async () => {
    const response = await signInAs('unverified', 'facebook');
    expect(response.statusCode).toBe(409);
    const pairings = await t.db.select().from(customerPairings).where(eq(customerPairings.provider, 'facebook'));
    expect(pairings).toHaveLength(0);
  });

  it('makes a new account for a new shopper, without a password', async () => {
    const response = await signInAs('new', 'facebook');
    expect(response.statusCode).toBe(200);
    const tokens = response.json<AuthTokens>();
    expect(tokens.customer).toMatchObject({ has_password: false, first_name: 'Nový' });
    expect(tokens.customer.email).toMatch(/^shopper-[0-9a-f]{12}@example\.com$/);
    expect(tokens.customer.email_verified_at).not.toBeNull();
  });

  it('refuses a used or unknown state, a state of another provider, and a code of another sign-in (PKCE)', async () => {
    const authUrl = await start();
    const back = await consent(authUrl, 'demo');
    const body = { provider: 'google', code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    expect((await inject('/socialite/callback', { ...body, provider: 'facebook' })).statusCode).toBe(422);
    expect((await inject('/socialite/callback', body)).statusCode).toBe(200);
    const reused = await inject('/socialite/callback', body);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toMatchObject([{ field: 'state' }]);
    expect((await inject('/socialite/callback', { ...body, state: 'A'.repeat(43) })).statusCode).toBe(422);

    // A code obtained for one sign-in, presented with another's state: the verifier does not match.
    const stolen = (await consent(await start(), 'demo')).searchParams.get('code');
    const victimState = (await start()).searchParams.get('state');
    const mixed = await inject('/socialite/callback', { provider: 'google', code: stolen, state: victimState });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toMatchObject([{ field: 'code' }]);

    for (const bad of [{}, { provider: 'google', code: '', state: 'x' }, { ...body, extra: 1 }]) {
      expect((await inject('/socialite/callback', bad)).statusCode).toBe(422);
    }
  });
});
