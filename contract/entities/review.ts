import { z } from 'zod';
import { DateTimeSchema, IdSchema, NullableString } from './common';

/** Reviews rate a product from 1 to 5 (percentage = rating / 5 × 100). */
export const reviewRatingScale = 5;
export const ReviewRatingSchema = z.number().int().min(1).max(reviewRatingScale);

/** A parameter reviewers rate separately ("Quality", "Fit"). */
export const ProductReviewParameterSchema = z.object({
  id: IdSchema,
  name: z.string(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type ProductReviewParameter = z.infer<typeof ProductReviewParameterSchema>;

/** One review's rating of one parameter. */
export const ReviewParameterRatingSchema = z.object({
  product_review_parameter_id: IdSchema,
  rating: ReviewRatingSchema,
});

/**
 * One review of the `product_reviews` embed. `name` is the review's headline; the author is
 * `_embedded.customer_full_name` (null when the reviewer left no name). In public answers (the
 * product's embed) `customer_id` is always null and the author is the first name and the last
 * name's initial ("Jana D."); the author's own answers (`POST /product-reviews`, `GET
 * /customer-reviews`) carry the id and the full name. `is_verified_purchase`: the reviewer has a
 * paid or shipped, uncancelled order of the product.
 */
export const ProductReviewSchema = z.object({
  id: IdSchema,
  customer_id: IdSchema.nullable(),
  product_id: IdSchema,
  name: z.string(),
  comment: NullableString,
  rating: ReviewRatingSchema,
  created_at: DateTimeSchema,
  is_verified_purchase: z.boolean(),
  _embedded: z.object({
    customer_full_name: NullableString,
    parameter_ratings: z.array(ReviewParameterRatingSchema),
  }),
});
export type ProductReview = z.infer<typeof ProductReviewSchema>;

/** The `rating` embed: the average over every review of the product, in every language; null without reviews. */
export const ProductRatingSchema = z.object({
  average: z.number().min(1).max(reviewRatingScale),
  count: z.number().int().positive(),
});

/** One row of `product_review_parameter_ratings`: a parameter's average over the product's reviews. */
export const ProductReviewParameterRatingSchema = z.object({
  product_review_parameter_id: IdSchema,
  rating: z.number().min(1).max(reviewRatingScale),
  count: z.number().int().positive(),
});
