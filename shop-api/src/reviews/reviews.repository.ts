import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../cart/cart-db';
import { reviewParameterRatings, verifiedPurchase } from '../catalogue/products/product-reviews.repository';
import { customers, productReviewParameterRatings, productReviews, reviewParameters } from '../db/schema';

const reviewColumns = { review: productReviews, parameterRatings: reviewParameterRatings, verifiedPurchase };

/** The author's name as the review keeps it: first and last name of the account. */
export async function selectAuthorName(db: Executor, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})` })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name || null;
}

/** The ids among these that are review parameters. */
export async function existingParameterIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reviewParameters.id })
    .from(reviewParameters)
    .where(inArray(reviewParameters.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Inserts the review unless the customer reviewed the product already; answers its id or undefined. */
export async function insertReview(
  db: Executor,
  values: Omit<typeof productReviews.$inferInsert, 'id' | 'createdAt'>,
): Promise<number | undefined> {
  const [row] = await db
    .insert(productReviews)
    .values(values)
    .onConflictDoNothing({
      target: [productReviews.productId, productReviews.customerId],
      where: sql`${productReviews.customerId} is not null`,
    })
    .returning({ id: productReviews.id });
  return row?.id;
}

export async function insertParameterRatings(
  db: Executor,
  reviewId: number,
  ratings: readonly { reviewParameterId: number; rating: number }[],
): Promise<void> {
  if (ratings.length === 0) return;
  await db.insert(productReviewParameterRatings).values(ratings.map((r) => ({ ...r, productReviewId: reviewId })));
}

/** A review with its parameter ratings (the shape the product's `product_reviews` embed serializes). */
export async function selectReview(db: Executor, id: number) {
  const [row] = await db.select(reviewColumns).from(productReviews).where(eq(productReviews.id, id));
  return row;
}

/** A page of the customer's reviews, newest first. */
export async function selectCustomerReviews(db: Executor, customerId: number, page: { limit: number; offset: number }) {
  const [total] = await db.select({ n: count() }).from(productReviews).where(eq(productReviews.customerId, customerId));
  const rows = await db
    .select(reviewColumns)
    .from(productReviews)
    .where(eq(productReviews.customerId, customerId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}
