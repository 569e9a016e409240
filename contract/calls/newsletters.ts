import { z } from 'zod';
import { DateTimeSchema, IdSchema } from '../entities/common';
import { emailField } from '../rules/field-schemas';
import { genderOrientedPreferences } from './orders';

/**
 * `POST /newsletters`: subscribe an e-mail (a guest's, or any with a bearer: the subscription is
 * then linked to the customer). Idempotent per e-mail: 201 when new, 200 when it was subscribed.
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

/** `DELETE /newsletters/{token}`: the token of the unsubscribe link the confirmation e-mail carries. */
export const NewsletterTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Not an unsubscribe token.')
    .describe('The unsubscribe link’s token.'),
});

export const NewsletterSubscriptionResponseSchema = NewsletterSubscriptionSchema.describe('The subscription.');
