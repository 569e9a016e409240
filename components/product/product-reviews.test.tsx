// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductReview } from '@contract/entities/review';
import { ProductReviews } from './product-reviews';

vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));

const review = (id: number, author: string | null, verified: boolean): ProductReview => ({
  id,
  customer_id: null,
  product_id: 6,
  name: `Headline ${id}`,
  comment: null,
  rating: 4,
  created_at: '2026-03-01T10:00:00.000Z',
  is_verified_purchase: verified,
  _embedded: { customer_full_name: author, parameter_ratings: [] },
});

describe('ProductReviews', () => {
  it('marks the reviews of buyers as a verified purchase, and only those', async () => {
    render(
      await ProductReviews({
        productId: 6,
        reviews: [review(1, 'Jana D.', true), review(2, 'Petr S.', false), review(3, null, false)],
        rating: { average: 4, count: 3 },
        reviewParameters: [],
        parameterRatings: [],
      }),
    );
    const verified = screen.getAllByTestId('review-verified');
    expect(verified).toHaveLength(1);
    expect(verified[0]).toHaveTextContent('Verified purchase');
    expect(screen.getByRole('article', { name: 'Headline 1' })).toContainElement(verified[0] ?? null);
    expect(screen.getAllByTestId('review-author').map((a) => a.textContent)).toEqual([
      'Jana D.',
      'Petr S.',
      'Anonymous customer',
    ]);
  });
});
