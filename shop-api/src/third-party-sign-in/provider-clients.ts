import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import type { Locale } from '@contract/locale-codes';
import { ApiError } from '../http/api-error';
import { facebookEndpoints, facebookProfileFields } from './facebook-endpoints';
import type { OAuthProviderConfig } from './sign-in-settings';

/**
 * The shop API as a client of Google (OpenID Connect: discovery, PKCE, state, nonce, a validated
 * id token) and Facebook (OAuth 2.0 code flow with PKCE and state, then the Graph API's `/me`),
 * both through `openid-client` (docs/customer-accounts.md, "Third-party sign-in").
 */

/** Who signed in at the provider. */
export interface ProviderProfile {
  sub: string;
  email: string;
  /** The provider says it verified the e-mail (Google's `email_verified`; Facebook never says so). */
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

const timeoutSeconds = 10;
const scopes: Record<ThirdPartyProvider, string> = { google: 'openid email profile', facebook: 'email public_profile' };

/** One configuration per provider setting (one app's), discovered once; a failed discovery is tried again. */
const configurations = new WeakMap<OAuthProviderConfig, Promise<oidc.Configuration>>();

async function configure(provider: ThirdPartyProvider, settings: OAuthProviderConfig): Promise<oidc.Configuration> {
  const execute = settings.sandbox ? [oidc.allowInsecureRequests] : [];
  if (provider === 'google')
    // The id token's signature is checked against the provider's JWKS too (not only TLS, which
    // OpenID Connect Core 3.1.3.7 would allow): a token answer altered on its way is refused.
    return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      execute: [...execute, oidc.enableNonRepudiationChecks],
      timeout: timeoutSeconds,
    });
  const endpoints = facebookEndpoints(settings.issuer);
  const config = new oidc.Configuration(
    { issuer: settings.issuer, authorization_endpoint: endpoints.authorization, token_endpoint: endpoints.token },
    settings.clientId,
    settings.clientSecret,
  );
  for (const step of execute) step(config);
  config.timeout = timeoutSeconds;
  return config;
}

function configurationOf(provider: ThirdPartyProvider, settings: OAuthProviderConfig): Promise<oidc.Configuration> {
  let config = configurations.get(settings);
  if (!config) {
    config = configure(provider, settings);
    configurations.set(settings, config);
    config.catch(() => configurations.delete(settings));
  }
  return config;
}

/** The provider could not be reached (network, timeout) versus it refused or answered something invalid. */
function providerError(error: unknown): ApiError {
  const refusal =
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError ||
    error instanceof oidc.ClientError;
  if (!refusal) return new ApiError('service_unavailable', 'auth.providerUnreachable');
  return ApiError.validation([{ field: 'code', message: 'auth.providerRefused' }]);
}

/**
 * The OpenID Connect nonce of a sign-in: derived from its PKCE verifier (secret, random, kept only
 * by the API, one per sign-in), so it needs no column of its own.
 */
export const nonceOf = (codeVerifier: string) =>
  createHash('sha256').update(`nonce:${codeVerifier}`).digest('base64url');

/** The provider's authorization URL: code flow, PKCE S256, state, and for Google a nonce. */
export async function authorizationUrl(
  provider: ThirdPartyProvider,
  settings: OAuthProviderConfig,
  request: { redirectUri: string; state: string; codeVerifier: string; locale: Locale },
): Promise<string> {
  const config = await configurationOf(provider, settings).catch((error: unknown) => {
    throw providerError(error);
  });
  const parameters: Record<string, string> = {
    redirect_uri: request.redirectUri,
    scope: scopes[provider],
    state: request.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider === 'google')
    Object.assign(parameters, { nonce: nonceOf(request.codeVerifier), ui_locales: request.locale });
  else parameters.locale = facebookLocales[request.locale];
  return oidc.buildAuthorizationUrl(config, parameters).href;
}

/** Facebook's dialog takes a Facebook locale, not `ui_locales`. */
const facebookLocales: Record<Locale, string> = { cs: 'cs_CZ', sk: 'sk_SK', en: 'en_US' };

const GoogleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
const FacebookMeSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

function profileOf(fields: {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string | undefined;
  familyName?: string | undefined;
  name?: string | undefined;
}): ProviderProfile {
  const [given, ...family] = (fields.name ?? '').split(' ');
  return {
    sub: fields.sub,
    email: fields.email.toLowerCase(),
    emailVerified: fields.emailVerified,
    givenName: fields.givenName || given || 'Customer',
    familyName: fields.familyName || family.join(' ') || '-',
  };
}

const noUsableProfile = () => ApiError.validation([{ field: 'code', message: 'auth.providerRefused' }]);

/**
 * The authorization response's code for tokens (state, PKCE verifier, for Google the nonce and the
 * id token's signature, issuer, audience and expiry checked by openid-client), then who signed in:
 * Google's id token claims (its userinfo when the id token carries no e-mail), Facebook's `/me`.
 */
export async function profileOfCallback(
  provider: ThirdPartyProvider,
  settings: OAuthProviderConfig,
  response: { redirectUri: string; code: string; state: string; iss: string | undefined; codeVerifier: string },
): Promise<ProviderProfile> {
  const currentUrl = new URL(response.redirectUri);
  currentUrl.searchParams.set('code', response.code);
  currentUrl.searchParams.set('state', response.state);
  if (response.iss) currentUrl.searchParams.set('iss', response.iss);
  try {
    const config = await configurationOf(provider, settings);
    if (provider === 'google') {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: response.codeVerifier,
        expectedState: response.state,
        expectedNonce: nonceOf(response.codeVerifier),
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      const claims = idClaims.email ? idClaims : await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      const parsed = GoogleClaimsSchema.safeParse(claims);
      if (!parsed.success) throw noUsableProfile();
      const { sub, email, email_verified, given_name, family_name, name } = parsed.data;
      return profileOf({
        sub,
        email,
        emailVerified: email_verified === true,
        givenName: given_name,
        familyName: family_name,
        name,
      });
    }
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: response.codeVerifier,
      expectedState: response.state,
    });
    const me = new URL(facebookEndpoints(settings.issuer).me);
    me.searchParams.set('fields', facebookProfileFields);
    const answer = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
    const parsed = FacebookMeSchema.safeParse(answer.ok ? await answer.json().catch(() => null) : null);
    if (!parsed.success) throw noUsableProfile();
    // Facebook's Graph API does not say whether it verified the address: never treated as verified.
    return profileOf({
      sub: parsed.data.id,
      email: parsed.data.email,
      emailVerified: false,
      givenName: parsed.data.first_name,
      familyName: parsed.data.last_name,
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw providerError(error);
  }
}
