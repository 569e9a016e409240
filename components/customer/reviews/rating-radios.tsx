'use client';

import { useTranslations } from 'next-intl';

const ratings = [1, 2, 3, 4, 5] as const;

/** A rating from 1 to 5 as a radio group (arrow keys move between the stars). */
export function RatingRadios({
  legend,
  name,
  value,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  value: number;
  error?: string;
  onChange: (rating: number) => void;
}) {
  const t = useTranslations('reviews');
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {ratings.map((rating) => (
          <label
            key={rating}
            className="flex min-h-11 cursor-pointer items-center gap-1 rounded-md border border-neutral-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="accent-brand-700"
            />
            <span aria-hidden="true">{'★'.repeat(rating)}</span>
            <span className="sr-only">{t('stars', { count: rating })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
