import { z } from 'zod';
import { LocaleSchema } from '../locales';
import { DateOnlySchema, DateTimeSchema, IdSchema, NullableString } from './common';

export const genderOrientedProductPreferences = ['none', 'women', 'men'] as const;
export const GenderOrientedProductPreferenceSchema = z.enum(genderOrientedProductPreferences);

/** A registered customer as the customer sees it (the data catalogue's customer, without bank details). */
export const CustomerSchema = z.object({
  id: IdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  dial_code: NullableString,
  phone: NullableString,
  birth_at: DateOnlySchema.nullable(),
  gender_oriented_product_preference: GenderOrientedProductPreferenceSchema.nullable(),
  code: NullableString,
  locale: LocaleSchema,
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  is_subscribed: z.boolean(),
  /** Whether the customer has a password (an account made by a third-party sign-in has none until one is set). */
  has_password: z.boolean(),
  email_verified_at: DateTimeSchema.nullable(),
  preferred_payment_method_id: IdSchema.nullable(),
  preferred_shipping_method_id: IdSchema.nullable(),
  restrict_to_country_id: IdSchema.nullable(),
  last_logged_at: DateTimeSchema.nullable(),
  created_at: DateTimeSchema,
});
export type Customer = z.infer<typeof CustomerSchema>;

export const thirdPartyProviders = ['google', 'facebook'] as const;
export const ThirdPartyProviderSchema = z.enum(thirdPartyProviders, {
  error: 'Choose a provider: google or facebook.',
});
export type ThirdPartyProvider = z.infer<typeof ThirdPartyProviderSchema>;

/** A third-party identity linked to the customer. */
export const CustomerPairingSchema = z.object({
  id: IdSchema,
  provider: ThirdPartyProviderSchema,
  email: NullableString,
  created_at: DateTimeSchema,
});
export type CustomerPairing = z.infer<typeof CustomerPairingSchema>;

/** The customer's wish list (the product list of type 1), when there is one. */
export const CustomerWishListSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  items_count: z.number().int().min(0),
});

/** A credit balance of the customer (sum of the usages of one kind of credit). */
export const CustomerAccountAmountSchema = z.object({
  customer_account_id: IdSchema,
  code: z.string(),
  name: z.string(),
  amount: z.number().int(),
});

/** `GET /auth/me` and `GET /me`: who the bearer is and what the storefront needs at once. */
export const MeSchema = z.object({
  customer: CustomerSchema,
  is_guest: z.literal(false),
  customer_latest_cart_id: z.uuid().nullable(),
  customer_product_wish_list: CustomerWishListSummarySchema.nullable(),
  customer_pairings: z.array(CustomerPairingSchema),
  customer_account_amounts: z.array(CustomerAccountAmountSchema),
});
export type Me = z.infer<typeof MeSchema>;

/** What a login, a refresh, a registration and a third-party sign-in answer. */
export const AuthTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  access_expiration_at: DateTimeSchema,
  session_expiration_at: DateTimeSchema,
  customer: CustomerSchema,
});
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

/** One of the customer's signed-in sessions (`GET /customer-sessions`); never its tokens. */
export const CustomerSessionSchema = z.object({
  id: IdSchema,
  client_ip: NullableString,
  user_agent: NullableString,
  access_expiration_at: DateTimeSchema,
  session_expiration_at: DateTimeSchema,
  last_used_at: DateTimeSchema,
  created_at: DateTimeSchema,
  /** The session this request is signed in with. */
  is_current: z.boolean(),
});
