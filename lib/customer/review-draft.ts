/** A review being written: rating 1–5 (0 until chosen), headline, comment, parameter ratings by id. */
export interface ReviewDraft {
  rating: number;
  name: string;
  comment: string;
  parameters: Record<number, number>;
}

type ReviewIssue = 'ratingRequired' | 'nameRequired' | 'nameTooLong' | 'commentTooLong';

/** What stops a review from being sent, per field (`reviews.errors.<key>`). */
export function reviewIssues(draft: ReviewDraft): Partial<Record<'rating' | 'name' | 'comment', ReviewIssue>> {
  const issues: Partial<Record<'rating' | 'name' | 'comment', ReviewIssue>> = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) issues.rating = 'ratingRequired';
  const name = draft.name.trim();
  if (!name) issues.name = 'nameRequired';
  else if (name.length > 150) issues.name = 'nameTooLong';
  if (draft.comment.trim().length > 5000) issues.comment = 'commentTooLong';
  return issues;
}
