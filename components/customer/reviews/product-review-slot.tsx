'use client';

import dynamic from 'next/dynamic';
import { useSessionStore } from '@/stores/session-store';

const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm), { ssr: false });

export interface ReviewParameter {
  id: number;
  name: string;
}

/**
 * Where the product page offers writing a review. The page is cached for every shopper, so the
 * form (signed-in customers only) is decided and loaded in the browser: a guest's page does not
 * load it (the customer API and its schemas; docs/benchmarks.md, session 17).
 */
export function ProductReviewSlot(props: { productId: number; parameters: ReviewParameter[] }) {
  const status = useSessionStore((state) => state.status);
  return status === 'customer' ? <ReviewForm {...props} /> : null;
}
