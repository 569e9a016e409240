import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { showNotice } from '@/lib/notices/notices';
import { clampAmount, type AddToCartState } from '@/lib/product/purchase-rules';

/**
 * Amount and add-to-cart button. The amount input is bounded by the maximum purchasable amount; the
 * button is disabled exactly when the purchase rules say so, with the reason shown next to it. The
 * cart arrives with a later feature; until then a click says honestly that online ordering opens
 * soon and that nothing was added.
 */
export function AddToCart({ state, shopLimit }: { state: AddToCartState; shopLimit: number | null }) {
  const t = useTranslations('product');
  const id = useId();
  const [amount, setAmount] = useState(1);
  const disabled = state.blockedBy !== null;
  const limited = Number.isFinite(state.maxAmount);
  // The shop's per-order limit is news to the shopper; a bound set by the stock is not repeated (the stock line says how much there is).
  const showLimit = !disabled && shopLimit !== null && state.maxAmount === shopLimit;
  const shownAmount = disabled ? 1 : clampAmount(amount, state.maxAmount);
  const reason =
    state.blockedBy === 'choose-variation'
      ? t('chooseVariantFirst')
      : state.blockedBy === 'not-purchasable'
        ? t('notPurchasable')
        : null;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) void showNotice(t('orderingSoonTitle'), t('orderingSoon'));
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t('amount')}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={limited && !disabled ? state.maxAmount : undefined}
            step={1}
            value={shownAmount}
            disabled={disabled}
            aria-describedby={showLimit ? `${id}-max` : undefined}
            onChange={(event) => setAmount(Number(event.target.value))}
            className="w-24 rounded-md border border-neutral-400 px-3 py-2 disabled:bg-neutral-100"
          />
        </div>
        <button
          type="submit"
          disabled={disabled}
          aria-describedby={reason ? `${id}-reason` : undefined}
          className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700"
        >
          {t('addToCart')}
        </button>
      </div>
      {showLimit && (
        <p id={`${id}-max`} className="text-xs text-neutral-600">
          {t('maxAmount', { count: state.maxAmount })}
        </p>
      )}
      {reason && (
        <p id={`${id}-reason`} data-testid="add-to-cart-reason" className="text-sm text-neutral-700">
          {reason}
        </p>
      )}
    </form>
  );
}
