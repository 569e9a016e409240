import { z } from 'zod';
import { ApiRequestHeadersSchema, IdParamsSchema } from './request-parts';
import { OrderSchema, PlacedOrderSchema } from '../entities/order';

/** Header names of the order calls. */
export const orderHeaders = { idempotencyKey: 'Idempotency-Key', orderToken: 'X-Order-Token' } as const;

export const genderOrientedPreferences = ['none', 'women', 'men'] as const;

/**
 * `POST /orders`: place the order of a cart (the data catalogue's order form data). Unknown fields
 * are rejected. With `create_new_account` a password is needed; its confirmation defaults to it.
 */
export const CreateOrderBodySchema = z
  .strictObject({
    cart_id: z.uuid('Not a cart id.'),
    note: z.string().trim().max(1000, 'A note is at most 1000 characters.').nullable().optional(),
    gender_oriented_product_preference: z.enum(genderOrientedPreferences).nullable().optional(),
    create_new_account: z.boolean().optional(),
    password: z
      .string()
      .min(8, 'A password has at least 8 characters.')
      .max(128, 'A password is at most 128 characters.')
      .optional(),
    password_confirmation: z.string().max(128).optional(),
    newsletter: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.create_new_account) return;
    if (!body.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Choose a password for the account.' });
    else if ((body.password_confirmation ?? body.password) !== body.password)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The passwords do not match.' });
  });
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

/** `POST /orders` headers: the same `Idempotency-Key` (a UUID) answers the same order. */
export const CreateOrderHeadersSchema = ApiRequestHeadersSchema.extend({
  'idempotency-key': z
    .uuid('Send a UUID as the idempotency key.')
    .optional()
    .describe('A UUID per checkout attempt; sending it again answers the order it made.'),
});

/** `GET /orders/{id}` for a guest: the token `POST /orders` answered. */
export const OrderTokenHeadersSchema = ApiRequestHeadersSchema.extend({
  'x-order-token': z.string().max(200).optional().describe('The access_token POST /orders answered.'),
});

export const OrderParamsSchema = IdParamsSchema;
export const OrderResponseSchema = OrderSchema.describe('The order.');
export const PlacedOrderResponseSchema = PlacedOrderSchema.describe('The new order with its access token.');
