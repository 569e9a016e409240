import { reviewRatingScale } from '@contract/entities/review';

/** Percentage of the rating scale: rating / 5 × 100, rounded to whole percents. */
export function ratingPercent(rating: number): number {
  return Math.round((rating / reviewRatingScale) * 100);
}

/**
 * Five stars filled to the rating's percentage. Screen readers get a meter named by `label`
 * whose value reads "4.3 out of 5 (86 %)".
 */
export function RatingMeter({
  rating,
  label,
  valueText,
  size = 'base',
}: {
  rating: number;
  label: string;
  valueText: string;
  size?: 'base' | 'large';
}) {
  const stars = '★'.repeat(reviewRatingScale);
  return (
    <span
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={reviewRatingScale}
      aria-valuenow={rating}
      aria-valuetext={valueText}
      className={`relative inline-block w-fit self-start leading-none ${size === 'large' ? 'text-2xl' : 'text-base'}`}
    >
      <span aria-hidden="true" className="text-neutral-300">
        {stars}
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-600"
        style={{ width: `${ratingPercent(rating)}%` }}
      >
        {stars}
      </span>
    </span>
  );
}
