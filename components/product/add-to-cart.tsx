import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { CartErrorKey } from '@/lib/cart/cart-action-result';
import { refusalText } from '@/lib/cart/cart-refusal';
import { useCartScope } from '@/lib/cart/use-cart-scope';
import { useCartNotifier } from '@/lib/cart/use-cart-notifier';
import { useRouter } from '@/lib/i18n/navigation';
import { clampAmount, type AddToCartState } from '@/lib/product/purchase-rules';
import { loadQueryClient } from '@/lib/query/shared-query-client';
import { ScriptRequiredNote } from '@/components/form/script-required-note';

/** What is bought: the product, or its chosen variation, and the name the notice says. */
export interface PurchaseTarget {
  productId: number;
  variationId: number | null;
  name: string;
}

/**
 * The cart's calls and the page's query client (where the cart is kept) load on first use, or when
 * the pointer nears the button, not with the page.
 */
const loadCartActions = () => Promise.all([import('@/lib/cart/cart-actions'), loadQueryClient()]);

/**
 * Amount and add-to-cart button. The amount is bounded by the maximum purchasable amount and the
 * stock; the button is disabled exactly when the purchase rules say so, with the reason shown next
 * to it. A click adds to the cart (creating it on the first add): a success notice with a link to
 * the cart, or the failure (`add_cart_item_fail`, `cart_missing` after a lost cart was replaced)
 * as a notice and in a line beside the button.
 */
export function AddToCart({
  state,
  shopLimit,
  target,
}: {
  state: AddToCartState;
  shopLimit: number | null;
  target: PurchaseTarget;
}) {
  const t = useTranslations('product');
  const tc = useTranslations('cart');
  const id = useId();
  const scope = useCartScope();
  const notify = useCartNotifier();
  const router = useRouter();
  const [amount, setAmount] = useState(1);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ key: CartErrorKey; detail: string | null } | null>(null);
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

  async function add() {
    setPending(true);
    setFailure(null);
    try {
      const [{ actionContext, addItemToCart }, queryClient] = await loadCartActions();
      const result = await addItemToCart(actionContext(scope, queryClient), {
        product_id: target.productId,
        product_variation_id: target.variationId,
        amount: shownAmount,
      });
      if (result.ok) {
        notify.changes(result.cart.notices);
        notify.success(tc('success.itemAdded', { name: target.name }), {
          label: tc('goToCart'),
          onClick: () => router.push('/cart'),
        });
        return;
      }
      // A refusal the API explains ("only 3 left", in the shopper's language) is shown in its own
      // words alone: "please try again" is only for a failure a retry can help.
      const detail = refusalText(result.error);
      notify.error(result.error.key, detail);
      setFailure({ key: result.error.key, detail });
    } catch {
      // The cart's code could not be loaded (offline, a new build).
      notify.error('add_cart_item_fail');
      setFailure({ key: 'add_cart_item_fail', detail: null });
    } finally {
      setPending(false);
    }
  }

  const describedBy = [reason && `${id}-reason`, failure && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled && !pending) void add();
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
          aria-disabled={pending || undefined}
          aria-describedby={describedBy}
          onPointerEnter={() => void loadCartActions()}
          onFocus={() => void loadCartActions()}
          data-testid="add-to-cart"
          className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700 aria-disabled:opacity-70"
        >
          {pending ? t('adding') : t('addToCart')}
        </button>
      </div>
      <ScriptRequiredNote>{t('needsJavaScript')}</ScriptRequiredNote>
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
      {failure && (
        <p id={`${id}-error`} role="alert" data-testid="add-to-cart-error" className="text-sm text-red-700">
          {failure.detail ?? tc(`errors.${failure.key}`)}
        </p>
      )}
    </form>
  );
}
