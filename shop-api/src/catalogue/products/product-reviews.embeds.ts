import { z } from 'zod';
import {
  ProductRatingSchema,
  ProductReviewParameterRatingSchema,
  ProductReviewParameterSchema,
  ProductReviewSchema,
  ReviewParameterRatingSchema,
  type Product,
  type ProductReview,
  type ProductReviewParameter,
} from '@contract';
import type { EmbedDefinition } from '../../list/definition';
import { groupBy, indexBy } from '../shared/collections';
import { fieldsOf } from '../shared/fields';
import {
  selectLatestReviews,
  selectParameterRatings,
  selectRatedParameters,
  selectRatings,
  type ReviewRow,
} from './product-reviews.repository';
import { publicAuthorName } from './review-author';

type ProductEmbed = EmbedDefinition<Product>;
const ids = (items: Product[]) => items.map((p) => p.id);
const ParameterRatingsSchema = z.array(ReviewParameterRatingSchema);
const RatingSchema = ProductReviewSchema.shape.rating;

/** Averages keep one decimal, as shoppers read them ("4.3"). */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A review as its author reads it (`POST /product-reviews`, `GET /customer-reviews`): with their id and full name. */
export function serializeReview({ review: r, parameterRatings, verifiedPurchase }: ReviewRow): ProductReview {
  return {
    id: r.id,
    customer_id: r.customerId,
    product_id: r.productId,
    name: r.name,
    comment: r.comment,
    rating: RatingSchema.parse(r.rating),
    created_at: r.createdAt.toISOString(),
    is_verified_purchase: Boolean(verifiedPurchase),
    _embedded: {
      customer_full_name: r.customerFullName,
      parameter_ratings: ParameterRatingsSchema.parse(parameterRatings),
    },
  };
}

/**
 * A review as anybody reads it on the product: no customer id (the contract keeps the field, always
 * null here) and the author as first name and initial (`publicAuthorName`).
 */
export function serializePublicReview(row: ReviewRow): ProductReview {
  const review = serializeReview(row);
  return {
    ...review,
    customer_id: null,
    _embedded: { ...review._embedded, customer_full_name: publicAuthorName(row.review.customerFullName) },
  };
}

/** The newest reviews in the request language (up to 20), each with its author and parameter ratings. */
const productReviewsEmbed: ProductEmbed = {
  fields: fieldsOf(ProductReviewSchema),
  async load(items, env) {
    const rows = groupBy(await selectLatestReviews(env, ids(items)), (r) => r.review.productId, serializePublicReview);
    return (item) => rows.get(item.id) ?? [];
  },
};

/** `{ average, count }` over every review of the product, or null without reviews. */
const ratingEmbed: ProductEmbed = {
  fields: fieldsOf(ProductRatingSchema),
  async load(items, env) {
    const rows = indexBy(await selectRatings(env, ids(items)), (r) => r.productId);
    return (item) => {
      const row = rows.get(item.id);
      return row ? { average: oneDecimal(row.average), count: row.count } : null;
    };
  },
};

const reviewParametersEmbed: ProductEmbed = {
  fields: fieldsOf(ProductReviewParameterSchema),
  async load(items, env) {
    const rows = groupBy(
      await selectRatedParameters(env, ids(items)),
      (r) => r.productId,
      (r): ProductReviewParameter => ({
        id: r.parameter.id,
        name: r.name,
        created_at: r.parameter.createdAt.toISOString(),
        updated_at: r.parameter.updatedAt.toISOString(),
      }),
    );
    return (item) => rows.get(item.id) ?? [];
  },
};

const parameterRatingsEmbed: ProductEmbed = {
  fields: fieldsOf(ProductReviewParameterRatingSchema),
  async load(items, env) {
    const rows = groupBy(
      await selectParameterRatings(env, ids(items)),
      (r) => r.productId,
      (r) => ({
        product_review_parameter_id: r.parameterId,
        rating: oneDecimal(r.average),
        count: r.count,
      }),
    );
    return (item) => rows.get(item.id) ?? [];
  },
};

export const productReviewEmbeds: Record<string, ProductEmbed> = {
  product_reviews: productReviewsEmbed,
  rating: ratingEmbed,
  product_review_parameters: reviewParametersEmbed,
  product_review_parameter_ratings: parameterRatingsEmbed,
};
