import { z } from 'zod';
import { ProductReviewSchema, ReviewRatingSchema } from '../entities/review';
import { listEnvelopeSchema } from '../envelope';
import { IdBodySchema } from './request-parts';

const rating = z
  .number({ error: 'Rate from 1 to 5.' })
  .int('Rate from 1 to 5 (whole stars).')
  .min(1, 'Rate from 1 to 5.')
  .max(5, 'Rate from 1 to 5.')
  .pipe(ReviewRatingSchema);

/**
 * `POST /product-reviews`: a signed-in customer's review of a product, once per product (409
 * `review_already_written`). `name` is the review's headline; the author's name comes from the
 * account. Unknown fields are rejected; a parameter may be rated once.
 */
export const CreateProductReviewBodySchema = z.strictObject({
  product_id: IdBodySchema,
  rating,
  name: z.string().trim().min(1, 'Enter a headline.').max(150, 'A headline is at most 150 characters.'),
  comment: z.string().trim().max(5000, 'A comment is at most 5000 characters.').nullable().optional(),
  parameters: z
    .array(z.strictObject({ review_parameter_id: IdBodySchema, rating }))
    .max(20, 'At most 20 parameters.')
    .refine((list) => new Set(list.map((p) => p.review_parameter_id)).size === list.length, 'Rate each parameter once.')
    .optional(),
});
export type CreateProductReviewBody = z.infer<typeof CreateProductReviewBodySchema>;

export const ProductReviewResponseSchema = ProductReviewSchema.describe('The review.');
export const ProductReviewListResponseSchema = listEnvelopeSchema(ProductReviewSchema).describe(
  'A page of the customer’s reviews, newest first.',
);
