import { and, asc, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  orderItems,
  orders,
  orderShipments,
  productReviewParameterRatings,
  productReviews,
  reviewParameters,
  reviewParameterTranslations,
} from '../../db/schema';
import type { ReadContext } from '../../list/read-context';

/** How many reviews the `product_reviews` embed answers per product, newest first. */
export const embeddedReviewLimit = 20;

/** A review's parameter ratings as a JSON list (the shape the `product_reviews` embed answers). */
export const reviewParameterRatings = sql<unknown>`coalesce((
  select json_agg(json_build_object('product_review_parameter_id', r.review_parameter_id, 'rating', r.rating) order by r.review_parameter_id)
  from ${productReviewParameterRatings} r where r.product_review_id = ${productReviews}.id
), '[]'::json)`;

/**
 * Whether the reviewer bought the product: an uncancelled order of theirs holds it and was paid or
 * handed to a carrier (cash on delivery is paid at the door). Read with the review, so an order
 * paid after the review counts too; a review without an account never is.
 */
export const verifiedPurchase = sql<boolean>`exists (
  select 1 from ${orders} o join ${orderItems} oi on oi.order_id = o.id
  where o.customer_id = ${productReviews}.customer_id
    and oi.product_id = ${productReviews}.product_id
    and o.cancelled_at is null
    and (o.paid_at is not null or exists (select 1 from ${orderShipments} s where s.order_id = o.id))
)`;

/** The newest reviews of each product written in the request language, with their parameter ratings as JSON. */
export async function selectLatestReviews(env: ReadContext, productIds: number[]) {
  const ranked = env.db
    .select({
      id: productReviews.id,
      rank: sql<number>`row_number() over (partition by ${productReviews.productId} order by ${productReviews.createdAt} desc, ${productReviews.id} desc)`.as(
        'rank',
      ),
    })
    .from(productReviews)
    .where(and(eq(productReviews.locale, env.locale), inArray(productReviews.productId, productIds)))
    .as('ranked');
  return env.db
    .select({ review: productReviews, parameterRatings: reviewParameterRatings, verifiedPurchase })
    .from(productReviews)
    .innerJoin(ranked, eq(ranked.id, productReviews.id))
    .where(sql`${ranked.rank} <= ${embeddedReviewLimit}`)
    .orderBy(asc(productReviews.productId), desc(productReviews.createdAt), desc(productReviews.id));
}
export type ReviewRow = Awaited<ReturnType<typeof selectLatestReviews>>[number];

/** Average rating and review count per product, over reviews in every language. */
export async function selectRatings(env: ReadContext, productIds: number[]) {
  return env.db
    .select({
      productId: productReviews.productId,
      average: avg(productReviews.rating).mapWith(Number),
      count: count(),
    })
    .from(productReviews)
    .where(inArray(productReviews.productId, productIds))
    .groupBy(productReviews.productId);
}

/** Each parameter's average rating per product, parameters in their order. */
export async function selectParameterRatings(env: ReadContext, productIds: number[]) {
  return env.db
    .select({
      productId: productReviews.productId,
      parameterId: productReviewParameterRatings.reviewParameterId,
      average: avg(productReviewParameterRatings.rating).mapWith(Number),
      count: count(),
    })
    .from(productReviewParameterRatings)
    .innerJoin(productReviews, eq(productReviews.id, productReviewParameterRatings.productReviewId))
    .innerJoin(reviewParameters, eq(reviewParameters.id, productReviewParameterRatings.reviewParameterId))
    .where(inArray(productReviews.productId, productIds))
    .groupBy(productReviews.productId, productReviewParameterRatings.reviewParameterId, reviewParameters.position)
    .orderBy(
      asc(productReviews.productId),
      asc(reviewParameters.position),
      asc(productReviewParameterRatings.reviewParameterId),
    );
}

/** The parameters rated on some review of each product, in the request language. */
export async function selectRatedParameters(env: ReadContext, productIds: number[]) {
  return env.db
    .selectDistinct({
      productId: productReviews.productId,
      parameter: reviewParameters,
      name: reviewParameterTranslations.name,
    })
    .from(productReviewParameterRatings)
    .innerJoin(productReviews, eq(productReviews.id, productReviewParameterRatings.productReviewId))
    .innerJoin(reviewParameters, eq(reviewParameters.id, productReviewParameterRatings.reviewParameterId))
    .innerJoin(
      reviewParameterTranslations,
      and(
        eq(reviewParameterTranslations.reviewParameterId, reviewParameters.id),
        eq(reviewParameterTranslations.locale, env.locale),
      ),
    )
    .where(inArray(productReviews.productId, productIds))
    .orderBy(asc(productReviews.productId), asc(reviewParameters.position), asc(reviewParameters.id));
}
