import { describe, expect, it } from 'vitest';
import { reviewIssues } from './review-draft';

describe('review draft', () => {
  it('needs a rating from 1 to 5 and a headline', () => {
    expect(reviewIssues({ rating: 0, name: ' ', comment: '', parameters: {} })).toEqual({
      rating: 'ratingRequired',
      name: 'nameRequired',
    });
    expect(reviewIssues({ rating: 5, name: 'Great', comment: '', parameters: {} })).toEqual({});
  });

  it('limits the headline and the comment', () => {
    expect(reviewIssues({ rating: 3, name: 'x'.repeat(151), comment: 'y'.repeat(5001), parameters: {} })).toEqual({
      name: 'nameTooLong',
      comment: 'commentTooLong',
    });
  });
});
