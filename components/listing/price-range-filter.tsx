'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { fillUrlTemplate } from '@contract/listing/listing-state';
import { filterFocusKey } from '@/lib/listing/filter-focus';
import { priceFormatter, type PriceFormat } from '@/lib/listing/price-format';
import { useListingNavigate } from './listing-navigation';

export interface PriceRangeFilterProps {
  /** The listing's price bounds and the range chosen now. */
  min: number;
  max: number;
  currentMin: number;
  currentMax: number;
  /** Query string with `{min}` and `{max}` placeholders; `resetUrl` drops the price filter. */
  urlTemplate: string;
  resetUrl: string;
  basePath: string;
  /** How the thumbs announce their prices. */
  format: PriceFormat;
  /** What the number fields' labels name the amounts in ("CZK"). */
  unit: string;
  /** The filter's id: its controls' focus keys (lib/listing/filter-focus.ts). */
  focusGroup: string;
  /** The price's query name (`cena`): without JavaScript both number fields are sent under it. */
  paramName: string;
}

/**
 * The other parameters of the listing the form keeps, as hidden fields: the URL template without
 * the price (its other filters, search text, sort and page size; never the page, which the template
 * has already reset).
 */
function keptParams(urlTemplate: string, paramName: string): [string, string][] {
  return [...new URLSearchParams(urlTemplate)].filter(([name]) => name !== paramName);
}

/**
 * The slider's script (Radix) is its own chunk, loaded by the listings that show a price filter
 * rather than by every catalogue page; its box is held meanwhile so nothing moves. It renders in
 * the browser only: Radix gives the thumbs their `aria-valuenow` once mounted, and a server-rendered
 * thumb without it is invalid HTML (the number fields below work without JavaScript).
 */
const PriceSlider = dynamic(() => import('./price-slider').then((m) => m.PriceSlider), {
  ssr: false,
  loading: () => <div className="h-11" />,
});

/** Keyboard steps come in quick runs: the listing follows once the keys rest. */
const keyboardSettle = 600;

/**
 * The price filter: a two-thumb slider (Radix Slider: arrow keys, Page Up/Down, Home/End; each
 * thumb named and announcing its price) and two number fields. Releasing a thumb, resting the
 * keys, or submitting the fields navigates to the filled URL template; the full range removes the
 * price filter. Typed values outside the bounds are clamped to them rather than refused.
 */
export function PriceRangeFilter({
  min,
  max,
  currentMin,
  currentMax,
  urlTemplate,
  resetUrl,
  basePath,
  format,
  unit,
  focusGroup,
  paramName,
}: PriceRangeFilterProps) {
  const t = useTranslations('listing');
  const id = useId();
  const navigate = useListingNavigate();
  const formatPrice = useMemo(() => priceFormatter(format), [format]);
  const [range, setRange] = useState({ min: currentMin, max: currentMax });
  // A new listing URL (back/forward, another filter) brings new current values: the thumbs follow
  // them, adjusted while rendering rather than in an effect that would render twice.
  const [shown, setShown] = useState({ min: currentMin, max: currentMax });
  if (shown.min !== currentMin || shown.max !== currentMax) {
    setShown({ min: currentMin, max: currentMax });
    setRange({ min: currentMin, max: currentMax });
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: { min: number; max: number }) {
    clearTimeout(timer.current);
    const low = Math.max(min, Math.min(next.min, next.max));
    const high = Math.min(max, Math.max(next.min, next.max));
    if (low === currentMin && high === currentMax) return;
    const query = low <= min && high >= max ? resetUrl : fillUrlTemplate(urlTemplate, { min: low, max: high });
    navigate(`${basePath}${query}`);
  }
  function onCommit(next: { min: number; max: number }, input: 'pointer' | 'keyboard') {
    // Radix reports a commit from inside its state update: navigate after it.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), input === 'keyboard' ? keyboardSettle : 0);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    commit(range);
  }
  const inputClass = 'w-full rounded border border-neutral-400 px-2 py-1.5 text-sm';
  return (
    // Without JavaScript it is a plain GET form to the listing: the kept parameters ride along as
    // hidden fields and the two amounts go as `cena=1000&cena=2000`, which the listing page turns
    // into the slider's `cena=1000-2000` (lib/listing/price-form-query.ts).
    <form action={basePath} method="get" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {keptParams(urlTemplate, paramName).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PriceSlider
        min={min}
        max={max}
        value={range}
        onChange={setRange}
        onCommit={onCommit}
        labels={{ min: t('priceMinimum', { currency: unit }), max: t('priceMaximum', { currency: unit }) }}
        valueText={formatPrice}
        focusKeys={{ min: filterFocusKey(focusGroup, 'min'), max: filterFocusKey(focusGroup, 'max') }}
      />
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-min`} className="text-xs text-neutral-700">
            {t('priceFrom', { currency: unit })}
          </label>
          <input
            id={`${id}-min`}
            data-focus-key={filterFocusKey(focusGroup, 'from')}
            type="number"
            inputMode="numeric"
            name={paramName}
            value={range.min}
            onChange={(e) => setRange((r) => ({ ...r, min: Number(e.target.value) }))}
            className={inputClass}
          />
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-max`} className="text-xs text-neutral-700">
            {t('priceTo', { currency: unit })}
          </label>
          <input
            id={`${id}-max`}
            data-focus-key={filterFocusKey(focusGroup, 'to')}
            type="number"
            inputMode="numeric"
            name={paramName}
            value={range.max}
            onChange={(e) => setRange((r) => ({ ...r, max: Number(e.target.value) }))}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          data-focus-key={filterFocusKey(focusGroup, 'apply')}
          className="min-h-9 rounded bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-900"
        >
          {t('applyPrice')}
        </button>
      </div>
    </form>
  );
}
