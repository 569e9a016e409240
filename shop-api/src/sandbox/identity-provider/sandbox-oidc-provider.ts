import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { interactionPolicy, type Configuration, type JWK } from 'oidc-provider';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import { isLocale, type Locale } from '@contract/locale-codes';
import { callbackPath } from '../../third-party-sign-in/third-party-sign-in.service';
import type { OAuthProviderConfig } from '../../third-party-sign-in/sign-in-settings';
import { profileOf } from './sandbox-identities';
import { authorizeErrorPage } from './sandbox-idp-pages';
import { sandboxPageHeaders } from './sandbox-page-headers';

/** Where a provider's interaction (the consent page) lives: beside its issuer, outside the provider's own paths. */
export const interactionPath = (provider: ThirdPartyProvider, uid = '') =>
  `/sandbox/oauth/interaction/${provider}/${uid}`;

/** The page's language: Google's `ui_locales`, Facebook's `locale` (cs_CZ), else English. */
export function sandboxLocaleOf(params: Record<string, unknown>): Locale {
  const wanted = [params.ui_locales, params.locale].find((value) => typeof value === 'string') as string | undefined;
  const first = wanted?.split(/[\s,]/)[0]?.split(/[-_]/)[0]?.toLowerCase();
  return isLocale(first) ? first : 'en';
}

/** Facebook's endpoint paths (facebook-endpoints.ts), so the client runs the same requests as against Facebook. */
const routesOf = (provider: ThirdPartyProvider): Configuration['routes'] =>
  provider === 'facebook'
    ? { authorization: '/dialog/oauth', token: '/oauth/access_token', userinfo: '/userinfo' }
    : { userinfo: '/userinfo' };

/** A fresh RS256 signing key per process: the id tokens' signatures are checked against the published JWKS. */
function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...(privateKey.export({ format: 'jwk' }) as JWK),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
}

/** The login prompt every time: a test identity is chosen on each sign-in, whatever the provider's session remembers. */
function policy() {
  const prompts = interactionPolicy.base();
  prompts
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('sandbox_choice', 'the sandbox asks for an identity on every sign-in', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return prompts;
}

/**
 * One provider's sandbox: a real OpenID Connect provider (`oidc-provider`) at
 * `{API_PUBLIC_URL}/sandbox/oauth/{provider}` with discovery, JWKS, signed id tokens, PKCE (S256)
 * required, codes that work once, one client (the provider's settings) whose redirect URIs are the
 * storefront origins' return routes, and the sandbox identities as its accounts.
 */
export function sandboxOidcProvider(input: {
  provider: ThirdPartyProvider;
  client: OAuthProviderConfig;
  storefrontOrigins: string[];
}): Provider {
  const { provider, client } = input;
  const oidc = new Provider(client.issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: input.storefrontOrigins.map((origin) => `${origin}${callbackPath(provider)}`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      public_profile: ['name', 'given_name', 'family_name'],
    },
    // Google puts the e-mail and names into the id token too; so does its stand-in.
    conformIdTokenClaims: false,
    extraParams: ['locale'],
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    routes: routesOf(provider),
    ttl: { AuthorizationCode: 60, AccessToken: 300, IdToken: 300, Interaction: 600, Session: 600, Grant: 600 },
    interactions: { policy: policy(), url: (_ctx, interaction) => interactionPath(provider, interaction.uid) },
    async findAccount(_ctx, id) {
      const profile = profileOf(id);
      return profile && { accountId: id, claims: () => ({ ...profile }) };
    },
    renderError(ctx, out) {
      const nonce = randomBytes(16).toString('base64');
      for (const [name, value] of Object.entries(sandboxPageHeaders(nonce, []))) ctx.set(name, value);
      ctx.type = 'html';
      const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
      ctx.body = authorizeErrorPage(sandboxLocaleOf(params), nonce, String(out.error_description ?? out.error));
    },
  });
  oidc.proxy = false;
  return oidc;
}
