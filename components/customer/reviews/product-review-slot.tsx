'use client';

import dynamic from 'next/dynamic';

const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm), { ssr: false });

export interface ReviewParameter {
  id: number;
  name: string;
}

/**
 * Where the product page offers writing a review. The page is cached for every shopper, so the
 * form (signed-in customers only) is decided and loaded in the browser.
 */
export function ProductReviewSlot(props: { productId: number; parameters: ReviewParameter[] }) {
  return <ReviewForm {...props} />;
}
