'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/**
 * A line's amount: − and + buttons around a number field, bounded by 1 and `max`. A typed amount
 * is committed when the field loses focus or on Enter; the buttons commit at once.
 */
export function AmountStepper({
  name,
  amount,
  max,
  disabled,
  onChange,
}: {
  name: string;
  amount: number;
  max: number;
  disabled?: boolean;
  onChange: (amount: number) => void;
}) {
  const t = useTranslations('cartPage.line');
  const id = useId();
  // What the shopper is typing; null shows the amount the cart holds.
  const [typed, setTyped] = useState<string | null>(null);

  function commit(value: number) {
    setTyped(null);
    const bounded = Math.max(1, Math.min(max, Math.trunc(value)));
    if (Number.isFinite(bounded) && bounded !== amount) onChange(bounded);
  }

  const button =
    'flex size-11 items-center justify-center text-lg font-semibold hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-400 sm:size-9';
  return (
    <div className="inline-flex items-center rounded-md border border-neutral-400">
      <button
        type="button"
        className={button}
        disabled={disabled || amount <= 1}
        aria-label={t('decrease', { name })}
        onClick={() => commit(amount - 1)}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {t('amount', { name })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={typed ?? String(amount)}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => typed !== null && commit(Number(typed))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && typed !== null) {
            event.preventDefault();
            commit(Number(typed));
          }
        }}
        className="h-11 w-14 border-x border-neutral-400 text-center sm:h-9"
      />
      <button
        type="button"
        className={button}
        disabled={disabled || amount >= max}
        aria-label={t('increase', { name })}
        onClick={() => commit(amount + 1)}
      >
        +
      </button>
    </div>
  );
}
