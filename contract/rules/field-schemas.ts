import { z } from 'zod';
import { emailMaxLength, emailPattern } from './email';
import { nameMaxLength } from './name';
import { dialCodePattern, normalizePhone, phoneDigits, phonePattern } from './phone';
import { postCodePattern } from './post-code';

/**
 * The zod fields of the rules in this folder, with the messages field errors carry (written once,
 * in English; the storefront shows them in the page's language). Every call's body that takes a
 * phone, a post code, an e-mail or a name builds it here, so the API and the storefront's forms
 * accept and refuse the same values.
 */

export const phoneMessage = `Enter the phone number in ${phoneDigits.min} to ${phoneDigits.max} digits, without the dial code.`;
export const dialCodeMessage = 'Choose a dial code such as +420.';
export const postCodeMessage = 'Enter a valid post code.';
export const emailMessages = {
  required: 'Enter your e-mail address.',
  format: 'Enter a valid e-mail address.',
  tooLong: `An e-mail address is at most ${emailMaxLength} characters.`,
} as const;

/*
 * A form whose messages are keys of its own (the auth forms: `auth.fields`) passes them in; the
 * rule stays the same.
 */

/** A national phone number: spaces allowed as typed, the digits alone once parsed. */
export const phoneField = (message: string = phoneMessage) =>
  z.string().trim().regex(phonePattern, message).transform(normalizePhone);

export const dialCodeField = (message: string = dialCodeMessage) => z.string().trim().regex(dialCodePattern, message);

export const postCodeField = () => z.string().trim().regex(postCodePattern, postCodeMessage);

/** An e-mail address, trimmed (auth and the newsletter lower-case it too: it names an account). */
export const emailField = (messages: Record<keyof typeof emailMessages, string> = emailMessages) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(emailMaxLength, messages.tooLong)
    .pipe(z.email({ pattern: emailPattern, error: messages.format }));

/** A required name, trimmed: `nameField('first name')` says "Enter the first name." when empty. */
export function nameField(what: string, messages?: { required: string; tooLong: string }) {
  const required = messages?.required ?? `Enter the ${what}.`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(nameMaxLength, messages?.tooLong ?? `The ${what} is at most ${nameMaxLength} characters.`);
}

/**
 * A form's optional text: empty, or a value the rule accepts (`isPhoneNumber`, `isDialCode`). The
 * body the form sends leaves an empty one out.
 */
export const emptyOr = (accepts: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || accepts(value), message);
