import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '@contract/entities/customer';
import { customerPairings, customers } from '../src/db/schema';
import { demoCustomerEmail, demoCustomerId } from '../seed/customers';
import { bearer } from './helpers/customers';
import { listeningTestApp, storefrontOrigin, type ListeningTestApp } from './helpers/orders';
import { SandboxBrowser } from './helpers/sandbox-browser';

/**
 * Third-party sign-in against the demo's sandbox identity providers (oidc-provider), over real
 * HTTP: the same openid-client code that runs against Google and Facebook in production.
 */

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

const returnUrl = `${storefrontOrigin}/cs/zakaznik/dashboard`;
const redirectUri = (provider: string) => `${storefrontOrigin}/api/auth/third-party/${provider}`;
const issuer = (provider: string) => `${t.baseUrl}/sandbox/oauth/${provider}`;

const inject = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as never });

async function start(provider = 'google', url = returnUrl) {
  const response = await inject('/socialite/redirect', { provider, return_url: url });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ provider_auth_url: string }>().provider_auth_url);
}

const consent = (authUrl: URL, identity: string, decision = 'allow') =>
  new SandboxBrowser(storefrontOrigin).consent(authUrl, identity, decision);

/** What the storefront's return route posts: the provider's answer (code, state, iss). */
const callbackBody = (provider: string, back: URL) => ({
  provider,
  code: back.searchParams.get('code'),
  state: back.searchParams.get('state'),
  iss: back.searchParams.get('iss') ?? undefined,
});

async function signInAs(identity: string, provider = 'google') {
  const back = await consent(await start(provider), identity);
  return inject('/socialite/callback', callbackBody(provider, back));
}

describe('start', () => {
  it('answers Google’s (the sandbox’s) authorization URL from discovery: PKCE S256, state, nonce', async () => {
    const authUrl = await start('google');
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${issuer('google')}/auth`);
    const params = Object.fromEntries(authUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'lumen-sandbox-google',
      redirect_uri: redirectUri('google'),
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    for (const value of [params.state, params.code_challenge, params.nonce])
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers Facebook’s login dialog with PKCE and state, no nonce (OAuth 2.0)', async () => {
    const authUrl = await start('facebook');
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${issuer('facebook')}/dialog/oauth`);
    const params = Object.fromEntries(authUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'lumen-sandbox-facebook',
      redirect_uri: redirectUri('facebook'),
      scope: 'email public_profile',
      code_challenge_method: 'S256',
      locale: 'en_US',
    });
    expect(params.nonce).toBeUndefined();
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
      expect(response.json()).toMatchObject({ type: 'invalid_return_url', errors: [{ field: 'return_url' }] });
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

describe('sandbox identity provider (oidc-provider)', () => {
  it('publishes discovery and a JWKS of public keys only', async () => {
    const discovery = await (await fetch(`${issuer('google')}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: issuer('google'),
      authorization_endpoint: `${issuer('google')}/auth`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: Record<string, string>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it('shows the consent page with the test identities, in the shopper’s language, under a strict CSP', async () => {
    const authUrl = await start();
    authUrl.searchParams.set('ui_locales', 'cs');
    const { response } = await new SandboxBrowser(storefrontOrigin).open(authUrl);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${storefrontOrigin}`);
    expect(csp).toContain("frame-ancestors 'none'");
    const page = await response.text();
    expect(page).toContain('<html lang="cs">');
    for (const identity of ['demo', 'new', 'unverified']) expect(page).toContain(`value="${identity}"`);
  });

  it('refuses an authorization request with a wrong client, redirect URI or PKCE: a page, never a redirect', async () => {
    const authUrl = await start();
    const broken: [string, string | null][] = [
      ['client_id', 'someone-else'],
      ['redirect_uri', 'https://evil.example/api/auth/third-party/google'],
    ];
    for (const [name, value] of broken) {
      const url = new URL(authUrl);
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status, name).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
    // Without PKCE or with `plain`, the provider answers the error to the (registered) return route.
    for (const [name, value] of [
      ['code_challenge_method', 'plain'],
      ['code_challenge', null],
    ] as const) {
      const url = new URL(authUrl);
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
      const { url: back } = await new SandboxBrowser(storefrontOrigin).open(url);
      expect(back.searchParams.get('error'), name).toBe('invalid_request');
      expect(back.searchParams.get('code')).toBeNull();
    }
  });

  it('answers a sign-in it does not know (expired, another browser’s) with a page in the shopper’s language', async () => {
    const authUrl = await start();
    const { url: interaction } = await new SandboxBrowser(storefrontOrigin).open(authUrl);
    // Another browser (without the interaction's cookie) opening the same page, or posting to it:
    for (const init of [{}, { method: 'POST', body: new URLSearchParams({ identity: 'demo', decision: 'allow' }) }]) {
      const response = await fetch(interaction, {
        ...init,
        headers: { 'Language-Preference': 'sk' },
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Toto prihlásenie vypršalo');
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

  it('Facebook’s Graph /me: 401 for a token the provider did not issue', async () => {
    const forged = await fetch(`${issuer('facebook')}/me?fields=id,email`, {
      headers: { authorization: 'Bearer forged-token-value' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('callback: the linking rules', () => {
  it('Google: links the demo customer by her verified e-mail, once, and answers a session and the return_url', async () => {
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

  it('never links an e-mail the provider has not verified (Google’s email_verified false)', async () => {
    const response = await signInAs('unverified', 'google');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ type: 'conflict' });
    const pairings = await t.db
      .select()
      .from(customerPairings)
      .where(eq(customerPairings.subject, 'sandbox-unverified-jana'));
    expect(pairings).toHaveLength(0);
  });

  it('Facebook does not say it verified an e-mail: never linked to the account that has it', async () => {
    const response = await signInAs('demo', 'facebook');
    expect(response.statusCode).toBe(409);
    const pairings = await t.db.select().from(customerPairings).where(eq(customerPairings.provider, 'facebook'));
    expect(pairings).toHaveLength(0);
  });

  it('makes a new account for a new shopper, without a password (verified by Google, not by Facebook)', async () => {
    const google = await signInAs('new', 'google');
    expect(google.statusCode, google.body).toBe(200);
    expect(google.json<AuthTokens>().customer).toMatchObject({ has_password: false, first_name: 'Nový' });
    expect(google.json<AuthTokens>().customer.email).toMatch(/^shopper-[0-9a-f]{12}@example\.com$/);
    expect(google.json<AuthTokens>().customer.email_verified_at).not.toBeNull();
    const facebook = await signInAs('new', 'facebook');
    expect(facebook.statusCode, facebook.body).toBe(200);
    expect(facebook.json<AuthTokens>().customer).toMatchObject({ has_password: false, last_name: 'Nakupující' });
    expect(facebook.json<AuthTokens>().customer.email_verified_at).toBeNull();
  });
});

describe('callback: what is refused', () => {
  it('a replayed callback (the same code and state twice), for both providers', async () => {
    for (const provider of ['google', 'facebook']) {
      const body = callbackBody(provider, await consent(await start(provider), 'new'));
      expect((await inject('/socialite/callback', body)).statusCode).toBe(200);
      const replayed = await inject('/socialite/callback', body);
      expect(replayed.statusCode, provider).toBe(422);
      expect(replayed.json().errors).toMatchObject([{ field: 'state' }]);
    }
  });

  it('a used code with a fresh state: the provider takes a code once', async () => {
    const first = callbackBody('google', await consent(await start(), 'demo'));
    expect((await inject('/socialite/callback', first)).statusCode).toBe(200);
    const fresh = (await start()).searchParams.get('state');
    const again = await inject('/socialite/callback', { ...first, state: fresh });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toMatchObject([{ field: 'code' }]);
  });

  it('a wrong or unknown state, a state of another provider', async () => {
    const body = callbackBody('google', await consent(await start(), 'demo'));
    expect((await inject('/socialite/callback', { ...body, provider: 'facebook' })).statusCode).toBe(422);
    const unknown = await inject('/socialite/callback', { ...body, state: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toMatchObject([{ field: 'state' }]);
    expect((await inject('/socialite/callback', body)).statusCode).toBe(200);
  });

  it('a code of another sign-in (PKCE), an answer without or with a foreign issuer (RFC 9207)', async () => {
    const stolen = callbackBody('google', await consent(await start(), 'demo'));
    const victimState = (await start()).searchParams.get('state');
    const mixed = await inject('/socialite/callback', { ...stolen, state: victimState });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toMatchObject([{ field: 'code' }]);

    for (const iss of [undefined, 'https://evil.example']) {
      const body = callbackBody('google', await consent(await start(), 'demo'));
      const response = await inject('/socialite/callback', { ...body, iss });
      expect(response.statusCode, String(iss)).toBe(422);
      expect(response.json().errors).toMatchObject([{ field: 'code' }]);
    }
  });

  it('an id token of another nonce', async () => {
    const authUrl = await start();
    authUrl.searchParams.set('nonce', 'a-nonce-this-sign-in-did-not-make');
    const response = await inject('/socialite/callback', callbackBody('google', await consent(authUrl, 'demo')));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject([{ field: 'code' }]);
  });

  it('a tampered id token (its claims changed under the provider’s signature)', async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      if (!String(input instanceof Request ? input.url : input).endsWith('/sandbox/oauth/google/token'))
        return response;
      const answer = (await response.json()) as { id_token: string };
      const [header, payload, signature] = answer.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, email: 'mallory@example.com' })).toString('base64url');
      return Response.json({ ...answer, id_token: `${header}.${forged}.${signature}` }, { headers: response.headers });
    });
    const response = await signInAs('new');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject([{ field: 'code' }]);
    const mallory = await t.db.select().from(customers).where(eq(customers.email, 'mallory@example.com'));
    expect(mallory).toHaveLength(0);
  });

  it('bad input', async () => {
    const body = { provider: 'google', code: 'x', state: 'y' };
    for (const bad of [{}, { ...body, code: '' }, { ...body, extra: 1 }, { ...body, iss: 'not a url' }]) {
      expect((await inject('/socialite/callback', bad)).statusCode).toBe(422);
    }
  });
});
