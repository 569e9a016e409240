'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { ApiClientError } from '@/lib/api/api-client-error';
import { isApiErrorType } from '@/lib/customer/api-error-type';
import { writeProductReview } from '@/lib/customer/customer-api';
import { reviewIssues, type ReviewDraft } from '@/lib/customer/review-draft';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { withQueryProvider } from '@/lib/query/query-provider';
import { useSentReviewsStore } from '@/stores/sent-reviews-store';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { RatingRadios } from './rating-radios';
import type { ReviewParameter } from './product-review-slot';

interface ReviewFormProps {
  productId: number;
  parameters: ReviewParameter[];
}

/**
 * Writing a review (signed-in customers; one per product: a second answers
 * `review_already_written`). Reviews are published at once (no approval): once sent, the review
 * shows here and the page's "No reviews yet" goes; the product page's list and average follow when
 * its cache is renewed. A field's error goes as soon as that field changes. The session is a React Query read, under a provider of its own
 * (the product page has none).
 */
export const ReviewForm = withQueryProvider(Form);

function Form({ productId, parameters }: ReviewFormProps) {
  const t = useTranslations('reviews');
  const { status, customer } = useSession();
  const api = useCustomerApi();
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>({ rating: 0, name: '', comment: '', parameters: {} });
  const [issues, setIssues] = useState<Partial<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<'sent' | 'already' | 'failed' | null>(null);
  const [pending, setPending] = useState(false);
  const markSent = useSentReviewsStore((state) => state.markSent);
  if (status !== 'customer') return null;

  const change = (field: 'rating' | 'name' | 'comment', next: ReviewDraft) => {
    setDraft(next);
    if (issues[field]) setIssues({ ...issues, [field]: undefined });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reviewIssues(draft);
    setIssues(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`errors.${key}`)])));
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setOutcome(null);
    try {
      await writeProductReview(api, {
        product_id: productId,
        rating: draft.rating,
        name: draft.name.trim(),
        ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
        parameters: Object.entries(draft.parameters).map(([parameterId, rating]) => ({
          review_parameter_id: Number(parameterId),
          rating,
        })),
      });
      setOutcome('sent');
      markSent(productId);
    } catch (error) {
      if (isApiErrorType(error, 'review_already_written') || (error instanceof ApiClientError && error.status === 409))
        setOutcome('already');
      else if (error instanceof ApiClientError && error.fieldErrors.length > 0)
        setIssues(Object.fromEntries(error.fieldErrors.map((fieldError) => [fieldError.field, fieldError.message])));
      else setOutcome('failed');
    } finally {
      setPending(false);
    }
  };

  if (outcome === 'sent')
    return (
      <section
        aria-labelledby={`${id}-mine`}
        className="mt-8 rounded-md border border-green-300 bg-green-50 p-4"
        data-testid="my-review"
      >
        <h3 id={`${id}-mine`} className="font-semibold">
          {t('sentTitle')}
        </h3>
        <p className="font-medium">{draft.name}</p>
        <p>{t('ratingValue', { rating: draft.rating })}</p>
        {draft.comment && <p>{draft.comment}</p>}
        {customer && (
          <p className="text-sm text-neutral-700">
            {[customer.first_name, customer.last_name].filter(Boolean).join(' ')}
          </p>
        )}
      </section>
    );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-8 flex max-w-xl flex-col gap-4"
      data-testid="review-form"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <RatingRadios
        legend={t('rating')}
        name={`${id}-rating`}
        value={draft.rating}
        error={issues.rating}
        onChange={(rating) => change('rating', { ...draft, rating })}
      />
      {parameters.map((parameter) => (
        <RatingRadios
          key={parameter.id}
          legend={parameter.name}
          name={`${id}-parameter-${parameter.id}`}
          value={draft.parameters[parameter.id] ?? 0}
          onChange={(rating) => setDraft({ ...draft, parameters: { ...draft.parameters, [parameter.id]: rating } })}
        />
      ))}
      <TextField
        id={`${id}-name`}
        label={t('name')}
        value={draft.name}
        error={issues.name}
        onChange={(event) => change('name', { ...draft, name: event.target.value })}
      />
      <TextAreaField
        id={`${id}-comment`}
        label={t('comment')}
        optional={t('optional')}
        rows={4}
        value={draft.comment}
        error={issues.comment}
        onChange={(event) => change('comment', { ...draft, comment: event.target.value })}
      />
      <FormAlert
        text={outcome === 'already' ? t('review_already_written') : outcome === 'failed' ? t('failed') : null}
      />
      <SubmitButton
        pending={pending}
        pendingLabel={t('sending')}
        className="min-h-11 self-start rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900 disabled:bg-neutral-500"
      >
        {t('send')}
      </SubmitButton>
    </form>
  );
}
