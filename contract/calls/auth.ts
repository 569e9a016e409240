import { z } from 'zod';
import {
  AuthTokensSchema,
  CustomerSchema,
  CustomerSessionSchema,
  GenderOrientedProductPreferenceSchema,
  MeSchema,
  ThirdPartyProviderSchema,
} from '../entities/customer';
import { LocaleSchema } from '../locales';
import { dialCodeField, emailField, nameField, phoneField } from '../rules/field-schemas';
import { ApiRequestHeadersSchema, IdParamsSchema } from './request-parts';

/**
 * Customer sign-in, sessions and accounts. Bodies are strict (an unknown field is a 422 on it);
 * the messages are the ones the field errors carry.
 */

/** The e-mail names the account: lower-cased, so one address is one account whatever its case. */
const accountEmailField = emailField().transform((email) => email.toLowerCase());

/** A new password: 8 to 128 characters. */
const newPasswordField = z
  .string({ error: 'Choose a password.' })
  .min(8, 'A password has at least 8 characters.')
  .max(128, 'A password is at most 128 characters.');

const givenPasswordField = z
  .string({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(128, 'A password is at most 128 characters.');

const optionalDialCodeField = dialCodeField().nullable().optional();
const optionalPhoneField = phoneField().nullable().optional();
const birthAtField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'A birth date is written YYYY-MM-DD.', abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now();
    },
    { message: 'Enter a real birth date in the past.', abort: true },
  )
  .refine((value) => value >= '1900-01-01', 'Enter a birth date after 1900.')
  .nullable()
  .optional();

const tokenField = (missing: string) =>
  z.string({ error: missing }).min(1, missing).max(200, 'This token is too long.');

function matching<T extends Record<string, unknown>>(password: keyof T & string, confirmation: keyof T & string) {
  return (body: T, ctx: z.RefinementCtx) => {
    if (body[password] !== body[confirmation])
      ctx.addIssue({ code: 'custom', path: [confirmation], message: 'The passwords do not match.' });
  };
}

/** Calls that need a customer: `Authorization: Bearer <access token>`. */
export const CustomerHeadersSchema = ApiRequestHeadersSchema.extend({
  authorization: z.string().max(300).optional().describe('Bearer <access token> of a customer session.'),
});

/** `POST /auth/login`. Wrong credentials answer 401 `login_failed`, the same for an unknown e-mail. */
export const LoginBodySchema = z.strictObject({
  email: accountEmailField,
  password: givenPasswordField,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** `POST /auth/refresh`: the refresh token rotates; the answer carries the new pair. */
export const RefreshBodySchema = z.strictObject({
  refresh_token: tokenField('Send the refresh token.'),
});

export const AuthTokensResponseSchema = AuthTokensSchema.describe(
  'The session’s tokens (keep the refresh token where page scripts cannot read it) and the customer.',
);
export const MeResponseSchema = MeSchema.describe('The signed-in customer and what the storefront needs at once.');

/** `POST /customers`: registration; it signs the new customer in (201 with the tokens). */
export const RegisterBodySchema = z
  .strictObject({
    first_name: nameField('first name'),
    last_name: nameField('last name'),
    email: accountEmailField,
    password: newPasswordField,
    password_confirmation: z
      .string({ error: 'Repeat the password.' })
      .max(128, 'A password is at most 128 characters.'),
    is_subscribed: z.boolean({ error: 'Must be true or false.' }).optional(),
    birth_at: birthAtField,
    dial_code: optionalDialCodeField,
    phone: optionalPhoneField,
    gender_oriented_product_preference: GenderOrientedProductPreferenceSchema.nullable().optional(),
    locale: LocaleSchema.optional().describe('The customer’s language for e-mails; default the request’s language.'),
  })
  .superRefine(matching('password', 'password_confirmation'));
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const CustomerParamsSchema = IdParamsSchema;
export const CustomerResponseSchema = CustomerSchema.describe('The customer.');

/** `PATCH /customers/{id}`: the customer's own fields; the e-mail is not changed here. */
export const UpdateCustomerBodySchema = z
  .strictObject({
    first_name: nameField('first name').optional(),
    last_name: nameField('last name').optional(),
    is_subscribed: z.boolean({ error: 'Must be true or false.' }).optional(),
    birth_at: birthAtField,
    dial_code: optionalDialCodeField,
    phone: optionalPhoneField,
    gender_oriented_product_preference: GenderOrientedProductPreferenceSchema.nullable().optional(),
    locale: LocaleSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one field to change.',
    // Only about an otherwise valid body: an unknown field already says what is wrong.
    when: (payload) => payload.issues.length === 0,
  });
export type UpdateCustomerBody = z.infer<typeof UpdateCustomerBodySchema>;

/**
 * `PUT /customers/{id}/password`: an account with a password sends the current one (else 422 on
 * `current_password`); an account without one (`has_password: false`, made by a third-party
 * sign-in) sets its first password and leaves `current_password` out (or sends "").
 */
export const ChangePasswordBodySchema = z
  .strictObject({
    current_password: z
      .string({ error: 'Enter your current password.' })
      .max(128, 'A password is at most 128 characters.')
      .optional(),
    password: newPasswordField,
    password_confirmation: z
      .string({ error: 'Repeat the password.' })
      .max(128, 'A password is at most 128 characters.'),
  })
  .superRefine(matching('password', 'password_confirmation'));
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** `POST /passwords/customer`: always 202, whether or not the e-mail has an account. */
export const PasswordResetRequestBodySchema = z.strictObject({
  email: accountEmailField,
});

export const PasswordResetAcceptedSchema = z
  .object({ message: z.string() })
  .describe('Accepted: if the address has an account, a link is on its way.');

/** `PUT /passwords/customer`: the token from the e-mailed link, used once. */
export const PasswordResetBodySchema = z
  .strictObject({
    token: tokenField('Send the token from the e-mailed link.'),
    new_password: newPasswordField,
    new_password_confirmation: z
      .string({ error: 'Repeat the password.' })
      .max(128, 'A password is at most 128 characters.'),
  })
  .superRefine(matching('new_password', 'new_password_confirmation'));
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

export const CustomerSessionsResponseSchema = z
  .object({ items: z.array(CustomerSessionSchema) })
  .describe('The customer’s active sessions, newest first.');

/** `POST /socialite/redirect`: return_url must be on a storefront origin (else 422 `invalid_return_url`). */
export const ThirdPartyRedirectBodySchema = z.strictObject({
  provider: ThirdPartyProviderSchema,
  return_url: z
    .string({ error: 'Send the return URL.' })
    .max(2000, 'A return URL is at most 2000 characters.')
    .pipe(z.url('Send an absolute return URL.')),
});
export type ThirdPartyRedirectBody = z.infer<typeof ThirdPartyRedirectBodySchema>;

export const ThirdPartyRedirectResponseSchema = z
  .object({ provider_auth_url: z.url() })
  .describe('Where to send the shopper to sign in at the provider.');

/** `POST /socialite/callback`: what the provider sent back to the return URL. */
export const ThirdPartyCallbackBodySchema = z.strictObject({
  provider: ThirdPartyProviderSchema,
  code: tokenField('Send the code the provider returned.'),
  state: tokenField('Send the state the provider returned.'),
  /** The issuer the provider named in its answer (RFC 9207), when it named one: checked against the provider's. */
  iss: z.url('Send the issuer the provider returned.').max(500, 'This issuer is too long.').optional(),
});
export type ThirdPartyCallbackBody = z.infer<typeof ThirdPartyCallbackBodySchema>;

export const ThirdPartyCallbackResponseSchema = AuthTokensSchema.extend({ return_url: z.url() }).describe(
  'The new session and where the shopper goes back to.',
);
