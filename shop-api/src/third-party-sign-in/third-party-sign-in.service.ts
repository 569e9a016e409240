import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ThirdPartyCallbackBody, ThirdPartyRedirectBody } from '@contract/calls/auth';
import { thirdPartyProviders, type AuthTokens, type ThirdPartyProvider } from '@contract/entities/customer';
import type { Locale } from '@contract/locale-codes';
import { clientOf } from '../auth/sessions.service';
import { signIn } from '../auth/sign-in.service';
import { hashToken, newToken } from '../auth/tokens';
import { canSignIn, findCustomer, findCustomerByEmail, insertCustomer } from '../customers/customers.repository';
import type { Database } from '../db/client';
import { customerPairings, customers, thirdPartySignInStates } from '../db/schema';
import { ApiError } from '../http/api-error';
import { authorizationUrl, profileOfCallback, type ProviderProfile } from './provider-clients';
import type { OAuthProviderConfig } from './sign-in-settings';

const stateMinutes = 10;

/** The storefront's route the provider sends the shopper back to (AUTH-UI's `/api/auth/third-party/{provider}`). */
export function callbackPath(provider: ThirdPartyProvider): string {
  return `/api/auth/third-party/${provider}`;
}

/** The redirect URI of a sign-in that goes back to `returnUrl`: the return route on the same storefront origin. */
function redirectUriOf(returnUrl: string, provider: ThirdPartyProvider): string {
  return `${new URL(returnUrl).origin}${callbackPath(provider)}`;
}

/** The provider's settings, or a 422 when this shop does not offer it (production without its credentials). */
function offeredProvider(app: FastifyInstance, provider: ThirdPartyProvider): OAuthProviderConfig {
  const config = app.deps.config.auth.providers[provider];
  if (config) return config;
  throw ApiError.validation([{ field: 'provider', message: 'auth.providerUnknown' }]);
}

/** The sign-in providers this shop offers (shop info's `sign_in_providers`). */
export function offeredProviders(app: FastifyInstance): ThirdPartyProvider[] {
  return thirdPartyProviders.filter((provider) => app.deps.config.auth.providers[provider] !== undefined);
}

/**
 * `POST /socialite/redirect`: starts an authorization code flow with PKCE (S256), state and (Google)
 * a nonce. The state is kept hashed, with the verifier and the return URL, for ten minutes; the
 * return URL must be on one of the storefront's origins.
 */
export async function startSignIn(
  app: FastifyInstance,
  body: ThirdPartyRedirectBody,
  locale: Locale,
): Promise<{ provider_auth_url: string }> {
  const { db, config } = app.deps;
  const origin = new URL(body.return_url).origin;
  if (!config.storefrontOrigins.includes(origin) || !/^https?:$/.test(new URL(body.return_url).protocol)) {
    throw new ApiError('invalid_return_url', 'auth.returnUrl', [
      { field: 'return_url', message: 'auth.returnUrlField' },
    ]);
  }
  const provider = offeredProvider(app, body.provider);
  const state = newToken();
  const verifier = newToken();
  await db.insert(thirdPartySignInStates).values({
    stateHash: hashToken(state),
    provider: body.provider,
    codeVerifier: verifier,
    returnUrl: body.return_url,
    expiresAt: new Date(Date.now() + stateMinutes * 60_000),
  });
  const url = await authorizationUrl(body.provider, provider, {
    redirectUri: redirectUriOf(body.return_url, body.provider),
    state,
    codeVerifier: verifier,
    locale,
  });
  return { provider_auth_url: url };
}

const invalidState = () => ApiError.validation([{ field: 'state', message: 'auth.signInExpired' }]);

/** Takes the started sign-in of a state, once. */
async function takeState(db: Database, provider: ThirdPartyProvider, state: string) {
  const now = new Date();
  const [row] = await db
    .update(thirdPartySignInStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(thirdPartySignInStates.stateHash, hashToken(state)),
        eq(thirdPartySignInStates.provider, provider),
        isNull(thirdPartySignInStates.usedAt),
        gt(thirdPartySignInStates.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw invalidState();
  return row;
}

/**
 * The customer of a third-party identity: the one already paired with it; else the account with
 * the same e-mail when the provider verified that e-mail (then paired); else a new account. An
 * unverified e-mail that an account already has is refused (409): it could be anyone's.
 */
async function customerOfProfile(db: Database, provider: ThirdPartyProvider, profile: ProviderProfile, locale: Locale) {
  const [paired] = await db
    .select({ customerId: customerPairings.customerId })
    .from(customerPairings)
    .where(and(eq(customerPairings.provider, provider), eq(customerPairings.subject, profile.sub)));
  if (paired) return findCustomer(db, paired.customerId);

  const existing = await findCustomerByEmail(db, profile.email);
  if (existing && !profile.emailVerified) {
    throw new ApiError('conflict', 'auth.emailUnverified');
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    let customer = existing;
    if (customer && !customer.emailVerifiedAt)
      [customer] = await tx
        .update(customers)
        .set({ emailVerifiedAt: now })
        .where(eq(customers.id, customer.id))
        .returning();
    customer ??= await insertCustomer(tx, {
      email: profile.email,
      passwordHash: null,
      firstName: profile.givenName,
      lastName: profile.familyName,
      locale,
      emailVerifiedAt: profile.emailVerified ? now : null,
    });
    if (!customer) throw new ApiError('conflict', 'auth.accountJustMade');
    await tx
      .insert(customerPairings)
      .values({ customerId: customer.id, provider, subject: profile.sub, email: profile.email })
      .onConflictDoNothing();
    return customer;
  });
}

/** `POST /socialite/callback`: takes the state once, exchanges the code (provider-clients.ts), finds or makes the customer, opens a session. */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ThirdPartyCallbackBody,
): Promise<AuthTokens & { return_url: string }> {
  const { db, config } = app.deps;
  const started = await takeState(db, body.provider, body.state);
  const profile = await profileOfCallback(body.provider, offeredProvider(app, body.provider), {
    redirectUri: redirectUriOf(started.returnUrl, body.provider),
    code: body.code,
    state: body.state,
    iss: body.iss,
    codeVerifier: started.codeVerifier,
  });
  const customer = await customerOfProfile(db, body.provider, profile, request.ctx.locale);
  if (!canSignIn(customer)) throw new ApiError('forbidden', 'auth.blocked');
  const tokens = await signIn(db, config.auth, customer, clientOf(request));
  return { ...tokens, return_url: started.returnUrl };
}
