import { pageTag, productTag } from '@contract/cache/cache-tags';
import type { CreateProductReviewBody } from '@contract/calls/product-reviews';
import type { CustomerPageQuery } from '@contract/calls/customer-accounts';
import { modelTypes, type ListEnvelope, type ProductReview } from '@contract';
import { serializeReview } from '../catalogue/products/product-reviews.embeds';
import { findProductById } from '../catalogue/products/products.service';
import { pageMeta, pageWindow } from '../list/page-window';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { ReadContext } from '../list/read-context';
import { canonicalPaths } from '../revalidation/changed-tags';
import {
  existingParameterIds,
  insertParameterRatings,
  insertReview,
  selectAuthorName,
  selectCustomerReviews,
  selectReview,
} from './reviews.repository';

const alreadyWritten = () =>
  new ApiError('review_already_written', 'shop.reviewWritten', [
    { field: 'product_id', message: 'shop.reviewWritten' },
  ]);

/**
 * `POST /product-reviews`: the customer's review of a listed product, in the request language,
 * signed with the account's name; once per product (the unique index decides between two
 * requests at once). The rating counts in the product's `rating` at once.
 */
export async function writeReview(
  env: ReadContext,
  customerId: number,
  body: CreateProductReviewBody,
): Promise<ProductReview> {
  if (!(await findProductById(env, body.product_id)))
    throw ApiError.validation([{ field: 'product_id', message: 'shop.noSuchProduct' }]);
  const parameters = body.parameters ?? [];
  const known = await existingParameterIds(
    env.db,
    parameters.map((p) => p.review_parameter_id),
  );
  const unknown = parameters.findIndex((p) => !known.has(p.review_parameter_id));
  if (unknown >= 0)
    throw ApiError.validation([
      { field: `parameters.${unknown}.review_parameter_id`, message: 'shop.noSuchReviewParameter' },
    ]);
  const reviewId = await env.db.transaction(async (tx) => {
    const id = await insertReview(tx, {
      productId: body.product_id,
      customerId,
      customerFullName: await selectAuthorName(tx, customerId),
      locale: env.locale,
      name: body.name,
      comment: body.comment || null,
      rating: body.rating,
    });
    if (id === undefined) throw alreadyWritten();
    await insertParameterRatings(
      tx,
      id,
      parameters.map((p) => ({ reviewParameterId: p.review_parameter_id, rating: p.rating })),
    );
    return id;
  });
  const row = await selectReview(env.db, reviewId);
  if (!row) throw ApiError.notFound('notFound.review');
  return serializeReview(row);
}

/**
 * Cache tags a new review touches: the product's reads and its page in every language (its
 * reviews, rating and parameter averages). Listing cards show no rating, so lists stay cached.
 */
export async function reviewChangeTags(db: Database, productId: number): Promise<string[]> {
  const paths = await canonicalPaths(db, modelTypes.product, productId);
  return [productTag(productId), ...paths.map(({ locale, path }) => pageTag(locale, path))];
}

/** `GET /customer-reviews`: a page of the customer's reviews, newest first, in any language. */
export async function listCustomerReviews(
  db: Database,
  customerId: number,
  query: CustomerPageQuery,
): Promise<ListEnvelope<ProductReview>> {
  const window = pageWindow(query);
  const { total, rows } = await selectCustomerReviews(db, customerId, window);
  const _meta = pageMeta(window.page, window.perPage, total);
  return { items: rows.map(serializeReview), _meta, _errors: {} };
}
