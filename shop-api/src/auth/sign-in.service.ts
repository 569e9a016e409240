import type { AuthTokens, Me } from '@contract/entities/customer';
import type { LoginBody, RegisterBody } from '@contract/calls/auth';
import type { Locale } from '@contract/locale-codes';
import type { AuthConfig } from '../config';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { toCustomer, toPairings } from '../customers/customer.serializer';
import {
  accountAmountsOf,
  canSignIn,
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  latestCartId,
  pairingsOf,
  updateCustomer,
  wishListSummary,
  type CustomerRow,
} from '../customers/customers.repository';
import { hashPassword, verifyPassword } from './passwords';
import { openSession, refreshSession, type IssuedTokens } from './sessions.service';

type Client = { clientIp: string; userAgent: string | null };

export function toAuthTokens(customer: CustomerRow, issued: IssuedTokens): AuthTokens {
  return {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    token_type: 'Bearer',
    access_expiration_at: issued.session.accessExpirationAt.toISOString(),
    session_expiration_at: issued.session.sessionExpirationAt.toISOString(),
    customer: toCustomer(customer),
  };
}

/** Opens a session for a customer who just proved who they are, and notes the sign-in. */
export async function signIn(db: Database, config: AuthConfig, customer: CustomerRow, client: Client) {
  const issued = await openSession(db, config, customer.id, client);
  const updated = (await updateCustomer(db, customer.id, { lastLoggedAt: issued.session.createdAt })) ?? customer;
  return toAuthTokens(updated, issued);
}

const loginFailed = () => new ApiError('login_failed', 'auth.loginFailed');

/** E-mail and password. An unknown e-mail and a wrong password answer alike (and take as long). */
export async function login(db: Database, config: AuthConfig, body: LoginBody, client: Client): Promise<AuthTokens> {
  const customer = await findCustomerByEmail(db, body.email);
  const matches = await verifyPassword(customer?.passwordHash, body.password);
  if (!customer || !matches) throw loginFailed();
  if (!canSignIn(customer)) throw new ApiError('forbidden', 'auth.blocked');
  return signIn(db, config, customer, client);
}

export async function refresh(db: Database, config: AuthConfig, refreshToken: string): Promise<AuthTokens> {
  const issued = await refreshSession(db, config, refreshToken, async (id) => canSignIn(await findCustomer(db, id)));
  const customer = await findCustomer(db, issued.session.customerId);
  return toAuthTokens(customer!, issued);
}

export const emailTaken = () => ApiError.validation([{ field: 'email', message: 'auth.emailTaken' }]);

/** Registration; the new customer is signed in at once. */
export async function register(
  db: Database,
  config: AuthConfig,
  body: RegisterBody,
  locale: Locale,
  client: Client,
): Promise<AuthTokens> {
  if (await findCustomerByEmail(db, body.email)) throw emailTaken();
  const customer = await insertCustomer(db, {
    email: body.email,
    passwordHash: await hashPassword(body.password),
    firstName: body.first_name,
    lastName: body.last_name,
    dialCode: body.dial_code ?? null,
    phone: body.phone ?? null,
    birthAt: body.birth_at ?? null,
    genderOrientedProductPreference: body.gender_oriented_product_preference ?? null,
    locale: body.locale ?? locale,
    isSubscribed: false,
  });
  if (!customer) throw emailTaken();
  return signIn(db, config, customer, client);
}

/** `GET /auth/me`: the customer and what the storefront needs at once. */
export async function me(db: Database, customerId: number, locale: Locale): Promise<Me> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new ApiError('unauthenticated', 'auth.accountGone');
  const [cartId, wishList, pairings, amounts] = await Promise.all([
    latestCartId(db, customerId),
    wishListSummary(db, customerId),
    pairingsOf(db, customerId),
    accountAmountsOf(db, customerId, locale),
  ]);
  return {
    customer: toCustomer(customer),
    is_guest: false,
    customer_latest_cart_id: cartId,
    customer_product_wish_list: wishList,
    customer_pairings: toPairings(pairings),
    customer_account_amounts: amounts,
  };
}
