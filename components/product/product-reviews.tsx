import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NoReviewsYet } from '@/components/customer/reviews/no-reviews-yet';
import type { ProductPageView } from '@/lib/product/product-page-view';
import { formatDateOnly } from '@/lib/product/expected-delivery';
import { RatingMeter, ratingPercent } from './rating-meter';

type Props = Pick<ProductPageView, 'reviews' | 'rating' | 'reviewParameters' | 'parameterRatings'> & {
  productId: number;
  /** The customer's review form, last in the section (its sent review shows under the heading). */
  children?: ReactNode;
};

/**
 * The average and count over every review, ratings per parameter, then the newest reviews in the
 * shopper's language. "No reviews yet" goes once the customer sends the first one on this page.
 */
export async function ProductReviews({
  productId,
  reviews,
  rating,
  reviewParameters,
  parameterRatings,
  children,
}: Props) {
  const t = await getTranslations('product');
  const locale = await getLocale();
  const meterText = (value: number) => t('ratingText', { rating: value, percent: ratingPercent(value) });
  const parameterName = new Map(reviewParameters.map((p) => [p.id, p.name]));
  const otherLanguages = rating ? rating.count - reviews.length : 0;
  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t('reviews')}
      </h2>
      {!rating ? (
        <NoReviewsYet productId={productId} text={t('noReviews')} />
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2">
              <RatingMeter
                rating={rating.average}
                label={t('averageRating')}
                valueText={meterText(rating.average)}
                size="large"
              />
              <span data-testid="rating-average" className="text-2xl font-bold">
                {rating.average.toLocaleString(locale)}
              </span>
            </p>
            <p className="text-sm text-neutral-700">{t('ratingCount', { count: rating.count })}</p>
            {parameterRatings.length > 0 && (
              <>
                <h3 className="mt-2 font-medium">{t('parameterRatings')}</h3>
                <dl className="flex flex-col gap-1 text-sm">
                  {parameterRatings.map((p) => {
                    const name = parameterName.get(p.product_review_parameter_id);
                    if (!name) return null;
                    return (
                      <div key={p.product_review_parameter_id} className="flex items-center justify-between gap-3">
                        <dt>{name}</dt>
                        <dd>
                          <RatingMeter rating={p.rating} label={name} valueText={meterText(p.rating)} />
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </>
            )}
          </div>
          <div>
            <ul className="flex flex-col gap-6">
              {reviews.map((review) => (
                <li key={review.id}>
                  <article
                    aria-labelledby={`review-${review.id}`}
                    className="flex flex-col gap-1 border-b border-neutral-200 pb-4"
                  >
                    <h3 id={`review-${review.id}`} className="font-semibold">
                      {review.name}
                    </h3>
                    <RatingMeter rating={review.rating} label={t('rating')} valueText={meterText(review.rating)} />
                    <p className="text-sm text-neutral-700">
                      <span data-testid="review-author">{review._embedded.customer_full_name ?? t('anonymous')}</span>
                      {' · '}
                      <time dateTime={review.created_at}>
                        {t('reviewedOn', { date: formatDateOnly(review.created_at.slice(0, 10), locale) })}
                      </time>
                      {review.is_verified_purchase && (
                        <>
                          {' · '}
                          <span data-testid="review-verified" className="font-medium text-green-900">
                            {t('verifiedPurchase')}
                          </span>
                        </>
                      )}
                    </p>
                    {review.comment && <p>{review.comment}</p>}
                  </article>
                </li>
              ))}
            </ul>
            {otherLanguages > 0 && (
              <p className="mt-4 text-sm text-neutral-700">{t('reviewsInOtherLanguages', { count: otherLanguages })}</p>
            )}
          </div>
        </div>
      )}
      {children}
    </section>
  );
}
