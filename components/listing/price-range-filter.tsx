'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fillUrlTemplate } from '@contract/listing/listing-state';
import type { PriceSliderProps } from '@contract/listing/product-filters';
import { useListingNavigate } from './listing-navigation';

/**
 * The price slider: two range inputs and two number fields. Releasing a handle, or submitting
 * the fields, navigates to the filled URL template; the full range removes the price filter.
 * Typed values outside the bounds are clamped to them rather than refused.
 */
export function PriceRangeFilter({
  props,
  basePath,
  resetUrl,
  currency,
}: {
  props: PriceSliderProps;
  basePath: string;
  resetUrl: string;
  currency: string;
}) {
  const t = useTranslations('listing');
  const id = useId();
  const navigate = useListingNavigate();
  const [range, setRange] = useState({ min: props.current_min, max: props.current_max });
  // A new listing URL (back/forward, another filter) brings new current values: the handles follow
  // them, adjusted while rendering rather than in an effect that would render twice.
  const [shown, setShown] = useState({ min: props.current_min, max: props.current_max });
  if (shown.min !== props.current_min || shown.max !== props.current_max) {
    setShown({ min: props.current_min, max: props.current_max });
    setRange({ min: props.current_min, max: props.current_max });
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next = range) {
    clearTimeout(timer.current);
    const min = Math.max(props.min, Math.min(next.min, next.max));
    const max = Math.min(props.max, Math.max(next.min, next.max));
    if (min === props.current_min && max === props.current_max) return;
    const query = min <= props.min && max >= props.max ? resetUrl : fillUrlTemplate(props.url_template, { min, max });
    navigate(`${basePath}${query}`);
  }
  const commitSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(), 600);
  };
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    commit();
  }
  const inputClass = 'w-full rounded border border-neutral-400 px-2 py-1 text-sm';
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-min-range`} className="sr-only">
          {t('priceMinimum', { currency })}
        </label>
        <input
          id={`${id}-min-range`}
          type="range"
          min={props.min}
          max={props.max}
          value={range.min}
          onChange={(e) => setRange((r) => ({ ...r, min: Math.min(Number(e.target.value), r.max) }))}
          onPointerUp={() => commit()}
          onKeyUp={commitSoon}
          className="accent-brand-700"
        />
        <label htmlFor={`${id}-max-range`} className="sr-only">
          {t('priceMaximum', { currency })}
        </label>
        <input
          id={`${id}-max-range`}
          type="range"
          min={props.min}
          max={props.max}
          value={range.max}
          onChange={(e) => setRange((r) => ({ ...r, max: Math.max(Number(e.target.value), r.min) }))}
          onPointerUp={() => commit()}
          onKeyUp={commitSoon}
          className="accent-brand-700"
        />
      </div>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-min`} className="text-xs text-neutral-700">
            {t('priceFrom', { currency })}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            value={range.min}
            onChange={(e) => setRange((r) => ({ ...r, min: Number(e.target.value) }))}
            className={inputClass}
          />
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-max`} className="text-xs text-neutral-700">
            {t('priceTo', { currency })}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            value={range.max}
            onChange={(e) => setRange((r) => ({ ...r, max: Number(e.target.value) }))}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          className="rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900"
        >
          {t('applyPrice')}
        </button>
      </div>
    </form>
  );
}
