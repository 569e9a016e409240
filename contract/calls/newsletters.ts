import { z } from 'zod';
import { DateTimeSchema, IdSchema } from '../entities/common';
import { emailField } from '../rules/field-schemas';
import { genderOrientedPreferences } from './orders';

/**
 * `POST /newsletters`: ask to subscribe an e-mail (a guest's, or any with a bearer). Double opt-in:
 * the address gets a confirmation mail with a link (at most one a day), and is subscribed only when
 * its owner confirms (`POST /newsletters/confirmations`). The answer is the same 202 whatever the
 * address's state, so it tells nobody whether an address is subscribed.
 */
export const SubscribeNewsletterBodySchema = z.strictObject({
  email: emailField().transform((email) => email.toLowerCase()),
  gender_oriented_product_preference: z.enum(genderOrientedPreferences).nullable().optional(),
});
export type SubscribeNewsletterBody = z.infer<typeof SubscribeNewsletterBodySchema>;

export const NewsletterSubscriptionSchema = z.object({
  id: IdSchema,
  email: z.string(),
  gender_oriented_product_preference: z.enum(genderOrientedPreferences).nullable(),
  created_at: DateTimeSchema,
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;

/** `DELETE /newsletters/{token}`: the token of the unsubscribe link the welcome e-mail carries. */
export const NewsletterTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Not an unsubscribe token.')
    .describe('The unsubscribe link’s token.'),
});

/** `POST /newsletters/confirmations`: the token of the confirmation mail's link. */
export const ConfirmNewsletterBodySchema = z.strictObject({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Not a confirmation token.')
    .describe('The confirmation link’s token.'),
});

export const NewsletterSubscriptionResponseSchema = NewsletterSubscriptionSchema.describe('The subscription.');

/** The answer of `POST /newsletters`: the address as understood (trimmed, lower case), nothing about its state. */
export const NewsletterRequestedResponseSchema = z
  .object({ email: z.string() })
  .describe('Accepted: the address gets a confirmation mail unless it had one in the last 24 hours or is subscribed.');
