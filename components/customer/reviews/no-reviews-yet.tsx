'use client';

import { useSentReviewsStore } from '@/stores/sent-reviews-store';

/** "No reviews yet" of the cached product page, gone once the customer has sent the first review here. */
export function NoReviewsYet({ productId, text }: { productId: number; text: string }) {
  const sent = useSentReviewsStore((state) => state.productIds.includes(productId));
  return sent ? null : <p className="mt-2 text-neutral-700">{text}</p>;
}
