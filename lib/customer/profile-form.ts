import { z } from 'zod';
import { dialCodeMessage, emptyOr, nameField, phoneMessage } from '@contract/rules/field-schemas';
import { isDialCode, isPhoneNumber } from '@contract/rules/phone';

/**
 * The profile form's rules (the e-mail is not changed here: PATCH /customers/{id} does not take it):
 * the contract's name and phone rules (`contract/rules/`), the ones registration and the API use,
 * in their English messages (shown localized by `checkout.fieldErrors`). The API checks again and
 * its field errors land on the same fields.
 */
export const profileFormSchema = z.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  dial_code: emptyOr(isDialCode, dialCodeMessage),
  phone: emptyOr(isPhoneNumber, phoneMessage),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/**
 * The password form: the current password and the new one twice; an account without a password
 * (`has_password: false`, made by a third-party sign-in) sets its first one and has no current one.
 */
export const passwordFormSchema = (hasPassword: boolean) =>
  z
    .object({
      current_password: hasPassword ? z.string().min(1, 'This field is required.') : z.string(),
      password: z
        .string()
        .min(8, 'A password has at least 8 characters.')
        .max(128, 'A password is at most 128 characters.'),
      password_confirmation: z.string(),
    })
    .refine((values) => values.password === values.password_confirmation, {
      path: ['password_confirmation'],
      message: 'The passwords do not match.',
    });
export type PasswordFormValues = z.infer<ReturnType<typeof passwordFormSchema>>;
