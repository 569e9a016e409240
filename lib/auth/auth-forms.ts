import { z } from 'zod';
import type { RegisterBody } from '@contract/calls/auth';
import type { Locale } from '@contract/locales';
import {
  dialCodeMessage,
  emailField,
  emailMessages,
  emptyOr,
  nameField,
  phoneMessage,
} from '@contract/rules/field-schemas';
import { isDialCode, isPhoneNumber } from '@contract/rules/phone';

/**
 * The auth forms' rules, as the shop API's contract has them (`contract/calls/auth.ts`), checked in
 * the browser first. Each message is a key under `auth.fields` (`authFieldMessage` turns an API
 * message into one as well), so the forms show every error in the page's language.
 */

const email = emailField({ required: 'emailRequired', format: 'emailFormat', tooLong: 'emailTooLong' });
const givenPassword = z.string().min(1, 'passwordRequired').max(128, 'passwordTooLong');
const newPassword = z.string().min(8, 'passwordTooShort').max(128, 'passwordTooLong');
const name = (what: string, required: string) => nameField(what, { required, tooLong: 'nameTooLong' });
const isBirthDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export const LoginFormSchema = z.object({ email, password: givenPassword });
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

export const RegistrationFormSchema = z
  .object({
    first_name: name('first name', 'firstNameRequired'),
    last_name: name('last name', 'lastNameRequired'),
    email,
    password: newPassword,
    password_confirmation: z.string().max(128, 'passwordTooLong'),
    dial_code: emptyOr(isDialCode, 'dialCode'),
    phone: emptyOr(isPhoneNumber, 'phoneFormat'),
    birth_at: emptyOr(isBirthDate, 'birthAt'),
    is_subscribed: z.boolean(),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: 'passwordMismatch',
  });
export type RegistrationFormValues = z.infer<typeof RegistrationFormSchema>;

/** The registration body of `POST /customers`: empty optional fields are left out. */
export function registrationBody(values: RegistrationFormValues, locale: Locale): RegisterBody {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    is_subscribed: values.is_subscribed,
    dial_code: optional(values.phone) ? optional(values.dial_code) : undefined,
    phone: optional(values.phone),
    birth_at: optional(values.birth_at),
    locale,
  };
}

export const ResetRequestFormSchema = z.object({ email });
export type ResetRequestFormValues = z.infer<typeof ResetRequestFormSchema>;

export const NewPasswordFormSchema = z
  .object({ new_password: newPassword, new_password_confirmation: z.string().max(128, 'passwordTooLong') })
  .refine((values) => values.new_password === values.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: 'passwordMismatch',
  });
export type NewPasswordFormValues = z.infer<typeof NewPasswordFormSchema>;

/** The shop API's messages (contract/calls/auth.ts) and their keys under `auth.fields`. */
const apiMessageKeys: Record<string, AuthFieldKey> = {
  [emailMessages.required]: 'emailRequired',
  [emailMessages.format]: 'emailFormat',
  [emailMessages.tooLong]: 'emailTooLong',
  'Enter your password.': 'passwordRequired',
  'Choose a password.': 'passwordRequired',
  'A password has at least 8 characters.': 'passwordTooShort',
  'A password is at most 128 characters.': 'passwordTooLong',
  'The passwords do not match.': 'passwordMismatch',
  'Repeat the password.': 'passwordRequired',
  'Enter the first name.': 'firstNameRequired',
  'Enter the last name.': 'lastNameRequired',
  'The first name is at most 100 characters.': 'nameTooLong',
  'The last name is at most 100 characters.': 'nameTooLong',
  [dialCodeMessage]: 'dialCode',
  [phoneMessage]: 'phoneFormat',
  'A birth date is written YYYY-MM-DD.': 'birthAt',
  'Enter a real birth date in the past.': 'birthAt',
  'Enter a birth date after 1900.': 'birthAt',
  'An account with this e-mail already exists: sign in instead.': 'emailTaken',
};

export const authFieldKeys = [
  'emailRequired',
  'emailFormat',
  'emailTooLong',
  'emailTaken',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordMismatch',
  'firstNameRequired',
  'lastNameRequired',
  'nameTooLong',
  'dialCode',
  'phoneFormat',
  'birthAt',
  'invalid',
] as const;
export type AuthFieldKey = (typeof authFieldKeys)[number];

const isFieldKey = (value: string): value is AuthFieldKey => (authFieldKeys as readonly string[]).includes(value);

/**
 * A form error in the page's language: a rule key of this module, or an API message (known ones
 * by their key; an unknown one as it came in English, the generic `invalid` text elsewhere).
 */
export function authFieldMessage(
  message: string | undefined,
  locale: string,
  translate: (key: AuthFieldKey) => string,
): string | undefined {
  if (!message) return undefined;
  if (isFieldKey(message)) return translate(message);
  const key = apiMessageKeys[message];
  if (key) return translate(key);
  return locale === 'en' ? message : translate('invalid');
}
