import { z } from 'zod';

/**
 * The profile form's rules (the e-mail is not changed here: PATCH /customers/{id} does not take it), in the checkout's English field messages (shown localized by
 * `checkout.fieldErrors`). The API checks again and its field errors land on the same fields.
 */
export const profileFormSchema = z.object({
  first_name: z.string().trim().min(1, 'Enter the first name.').max(100, 'The first name is at most 100 characters.'),
  last_name: z.string().trim().min(1, 'Enter the last name.').max(100, 'The last name is at most 100 characters.'),
  dial_code: z
    .string()
    .trim()
    .regex(/^(\+\d{1,4})?$/, 'Choose a dial code such as +420.'),
  phone: z
    .string()
    .trim()
    .regex(/^(\d{6,15})?$/, 'Enter the phone number in 6 to 15 digits, without the dial code.'),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The password change form: the current password, the new one twice. */
export const passwordFormSchema = z
  .object({
    current_password: z.string().min(1, 'This field is required.'),
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
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
