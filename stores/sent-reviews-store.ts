import { create } from 'zustand';

interface SentReviewsState {
  /** The products this page's customer has just reviewed (the cached page does not list them yet). */
  productIds: readonly number[];
  markSent(productId: number): void;
}

/**
 * Which products the customer reviewed on this page: the review form marks its product once the
 * API has taken the review, and the server-rendered "No reviews yet" steps aside for it.
 */
export const useSentReviewsStore = create<SentReviewsState>()((set) => ({
  productIds: [],
  markSent: (productId) =>
    set((state) => (state.productIds.includes(productId) ? state : { productIds: [...state.productIds, productId] })),
}));
