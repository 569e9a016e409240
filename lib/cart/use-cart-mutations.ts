'use client';

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { SetCartPaymentMethodBody, SetCartShippingMethodBody } from '@contract/calls/cart';
import type { Cart, CartItem } from '@contract/entities/cart';
import type { ApiClient } from '@/lib/api/api-client';
import {
  addCartDiscount,
  changeCartItemAmount,
  clearCart,
  removeCartDiscount,
  removeCartItem,
  setCartPaymentMethod,
  setCartShippingMethod,
} from './cart-api';
import {
  actionContext,
  addItemToCart,
  batchAddToCart,
  cachedCart,
  onCart,
  type ActionContext,
  type AddCartItemInput,
  type BatchAddResult,
} from './cart-actions';
import type { CartActionResult, CartErrorKey } from './cart-action-result';
import { refusalText } from './cart-refusal';
import { refreshCart, storeCart, withItemAmount, withItemRestored, withoutItem } from './cart-cache';
import { cartKeys, cartMutationKeys } from './cart-query-keys';
import { useCartScope } from './use-cart-scope';
import { useCartNotifier } from './use-cart-notifier';
import { showNotice } from '@/lib/notices/notices';

/**
 * The cart's mutations, one hook each. Every hook answers `{ run, isPending }`; `run(input)`
 * resolves to a `CartActionResult` and never rejects for an expected failure. Successful answers
 * become the current cart (`cartKeys.cart`), so every island shows it at once, and the changes the
 * cart made on its own (`cart.notices`) are shown. The notices (docs/cart.md, "Data layer") are
 * shown here; a component may also show the result's error beside its control.
 */
export interface CartAction<I, T extends object> {
  run: (input: I) => Promise<CartActionResult<T>>;
  isPending: boolean;
}

function useActionContext(): () => ActionContext {
  const scope = useCartScope();
  const queryClient = useQueryClient();
  return () => actionContext(scope, queryClient);
}

/**
 * A mutation whose `mutationFn` answers a result. `prepare` runs first (an optimistic edit) and
 * what it returns reaches `onResult`, which runs after the call, before `run` resolves.
 */
function useResultMutation<I, T extends object, S = undefined>(
  perform: (context: ActionContext, input: I) => Promise<CartActionResult<T>>,
  onResult: (result: CartActionResult<T>, input: I, context: ActionContext, prepared: S | undefined) => void,
  options: {
    mutationKey?: readonly unknown[];
    prepare?: (context: ActionContext, input: I) => Promise<S | undefined>;
  } = {},
): CartAction<I, T> {
  const context = useActionContext();
  const mutation = useMutation({
    mutationKey: options.mutationKey,
    mutationFn: async (input: I) => {
      const current = context();
      const prepared = options.prepare ? await options.prepare(current, input) : undefined;
      const result = await perform(current, input);
      onResult(result, input, current, prepared);
      return result;
    },
  });
  return { run: mutation.mutateAsync, isPending: mutation.isPending };
}

/** A change to an existing cart answered with the whole cart. */
function useCartChange<I>(
  errorKey: CartErrorKey,
  call: (api: ApiClient, cartId: string, input: I) => Promise<Cart>,
  notices: { success?: (input: I, cart: Cart) => string; errorNotice?: boolean } = {},
): CartAction<I, { cart: Cart }> {
  const notify = useCartNotifier();
  return useResultMutation<I, { cart: Cart }>(
    (context, input) => onCart(context, errorKey, async (cartId) => ({ cart: await call(context.api, cartId, input) })),
    (result, input, context) => {
      if (result.ok) {
        storeCart(context.queryClient, context.scope, result.cart);
        notify.changes(result.cart.notices);
        if (notices.success) notify.success(notices.success(input, result.cart));
      } else if (notices.errorNotice || result.error.key === 'cart_missing') {
        notify.error(result.error.key, refusalText(result.error));
      }
    },
  );
}

/**
 * Adds a product or a variation (`addItemToCart`); failures are shown as notices
 * (`add_cart_item_fail`, or `cart_missing` after a 404 recreated the cart). The success notice
 * (with a link to the cart) is the caller's, which knows what was added.
 */
export function useAddCartItem(): CartAction<AddCartItemInput, { cart: Cart }> {
  const notify = useCartNotifier();
  return useResultMutation<AddCartItemInput, { cart: Cart }>(addItemToCart, (result) => {
    if (result.ok) notify.changes(result.cart.notices);
    else notify.error(result.error.key);
  });
}

/** Adds several items at once (`batchAddToCart`); the skipped items' errors are the caller's to show. */
export function useBatchAddCartItems(): CartAction<Record<string, unknown>[], BatchAddResult> {
  const notify = useCartNotifier();
  return useResultMutation<Record<string, unknown>[], BatchAddResult>(batchAddToCart, (result) => {
    if (result.ok) notify.changes(result.cart.notices);
    else if (result.fieldErrors.length === 0) notify.error(result.error.key);
  });
}

/**
 * Changes an item's amount (`PATCH /carts/{id}/items/{itemId}`), optimistically: the new amount
 * shows at once and goes back with `cart_item_quantity_change_error` when the API refuses it.
 */
export function useChangeCartItemAmount(): CartAction<{ itemId: number; amount: number }, { cart: Cart }> {
  const notify = useCartNotifier();
  return useResultMutation<{ itemId: number; amount: number }, { cart: Cart }, number>(
    (context, { itemId, amount }) =>
      onCart(context, 'cart_item_quantity_change_error', async (cartId) => ({
        cart: await changeCartItemAmount(context.api, cartId, itemId, amount),
      })),
    (result, { itemId }, { queryClient, scope }, was) => {
      if (result.ok) {
        // Quick clicks on a stepper overlap: only the last change's answer is shown.
        if (queryClient.isMutating({ mutationKey: cartMutationKeys.changeAmount }) === 1)
          storeCart(queryClient, scope, result.cart);
        notify.changes(result.cart.notices);
        return;
      }
      if (result.error.key !== 'cart_missing' && was !== undefined)
        queryClient.setQueryData<Cart | null>(cartKeys.cart(scope), (cart) =>
          cart ? withItemAmount(cart, itemId, was) : cart,
        );
      notify.error(result.error.key);
    },
    {
      mutationKey: cartMutationKeys.changeAmount,
      prepare: async ({ queryClient, scope }, { itemId, amount }) => {
        const was = cachedCart(queryClient, scope)?.items.find((item) => item.id === itemId)?.amount;
        if (was === undefined) return undefined;
        await queryClient.cancelQueries({ queryKey: cartKeys.cart(scope) });
        queryClient.setQueryData<Cart | null>(cartKeys.cart(scope), (cart) =>
          cart ? withItemAmount(cart, itemId, amount) : cart,
        );
        return was;
      },
    },
  );
}

/**
 * Removes an item (`DELETE /carts/{id}/items/{itemId}`), optimistically (docs/cart.md, "Data
 * layer"): the line disappears at once and comes back with `cart_item_remove_error` when the API
 * refuses. The answers of single removals are not shown (a later removal's answer may still hold an
 * item removed since); once the last removal settles, the cart and its items are fetched once.
 * A removal that went through says so with an "Undo" button (`useUndoRemoval`).
 */
/** Removals under way per query client (one per tab): the last one to settle refreshes the cart. */
const removalsRunning = new WeakMap<QueryClient, number>();

export function useRemoveCartItem(): CartAction<{ itemId: number }, { cart: Cart }> {
  const notify = useCartNotifier();
  const offerUndo = useUndoRemoval();
  return useResultMutation<{ itemId: number }, { cart: Cart }, { item: CartItem; index: number }>(
    async (context, { itemId }) => {
      const running = (removalsRunning.get(context.queryClient) ?? 0) + 1;
      removalsRunning.set(context.queryClient, running);
      try {
        return await onCart(context, 'cart_item_remove_error', async (cartId) => ({
          cart: await removeCartItem(context.api, cartId, itemId),
        }));
      } finally {
        const left = (removalsRunning.get(context.queryClient) ?? 1) - 1;
        removalsRunning.set(context.queryClient, left);
        if (left === 0) void refreshCart(context.queryClient, context.scope);
      }
    },
    (result, _input, context, taken) => {
      if (result.ok) {
        notify.changes(result.cart.notices);
        if (taken) offerUndo(context, taken.item);
        return;
      }
      if (taken && result.error.key !== 'cart_missing')
        context.queryClient.setQueryData<Cart | null>(cartKeys.cart(context.scope), (cart) =>
          cart ? withItemRestored(cart, taken.item, taken.index) : cart,
        );
      notify.error(result.error.key);
    },
    {
      prepare: async ({ queryClient, scope }, { itemId }) => {
        const key = cartKeys.cart(scope);
        await queryClient.cancelQueries({ queryKey: key });
        const items = cachedCart(queryClient, scope)?.items ?? [];
        const index = items.findIndex((item) => item.id === itemId);
        const item = items[index];
        if (!item) return undefined;
        queryClient.setQueryData<Cart | null>(key, (cart) => (cart ? withoutItem(cart, itemId) : cart));
        return { item, index };
      },
    },
  );
}

/**
 * "Red shirt was removed from your cart." with an "Undo" button that adds the same product,
 * variation and amount again (a new line: the API has no undelete, and its gifts follow by its
 * rules). When the stock is gone meanwhile (a 422 on `amount`), the notice says so in the
 * shopper's language; any other failure is the add's own notice.
 */
function useUndoRemoval(): (context: ActionContext, item: CartItem) => void {
  const t = useTranslations('cart');
  const notify = useCartNotifier();
  return (context, item) => {
    const undo = async () => {
      const result = await addItemToCart(context, {
        product_id: item.product_id,
        product_variation_id: item.product_variation_id,
        amount: item.amount,
      });
      if (result.ok) {
        notify.changes(result.cart.notices);
        notify.success(t('success.itemRestored', { name: item.name }));
      } else if (result.fieldErrors.some((error) => error.field === 'amount')) {
        void showNotice(t('noticeTitle.error'), t('errors.restoreOutOfStock', { name: item.name }), { tone: 'error' });
      } else notify.error(result.error.key);
    };
    notify.success(t('success.itemRemoved', { name: item.name }), { label: t('undo'), onClick: () => void undo() });
  };
}

/** Empties the cart (`DELETE /carts/{id}`): "cart cleared" on success, `cart_clear_error` on failure. */
export function useClearCart(): CartAction<void, { cart: Cart }> {
  const t = useTranslations('cart');
  return useCartChange<void>('cart_clear_error', (api, cartId) => clearCart(api, cartId), {
    success: () => t('success.cartCleared'),
    errorNotice: true,
  });
}

/**
 * Applies a voucher (`POST /carts/{id}/discounts`). A refused code (unknown, expired, used up,
 * inapplicable) answers 422 with the API's message on the `code` field: the form shows it there.
 */
export function useAddCartVoucher(): CartAction<{ code: string }, { cart: Cart }> {
  const t = useTranslations('cart');
  const notify = useCartNotifier();
  return useResultMutation<{ code: string }, { cart: Cart }>(
    (context, { code }) =>
      onCart(context, 'unknown_error', async (cartId) => ({
        cart: await addCartDiscount(context.api, cartId, code),
      })),
    (result, { code }, context) => {
      if (result.ok) {
        storeCart(context.queryClient, context.scope, result.cart);
        notify.changes(result.cart.notices);
        const applied = result.cart.discounts.find((d) => d.code.toUpperCase() === code.trim().toUpperCase());
        notify.success(t('success.voucherApplied', { code: applied?.code ?? code.trim() }));
      } else if (result.fieldErrors.length === 0) notify.error(result.error.key, refusalText(result.error));
    },
  );
}

/** Removes a voucher (`DELETE /carts/{id}/discounts/{discountId}`), with its notices (docs/cart.md, "Data layer"). */
export function useRemoveCartVoucher(): CartAction<{ discountId: number; code: string }, { cart: Cart }> {
  const t = useTranslations('cart');
  return useCartChange<{ discountId: number; code: string }>(
    'cart_voucher_remove_error',
    (api, cartId, { discountId }) => removeCartDiscount(api, cartId, discountId),
    { success: ({ code }) => t('success.voucherRemoved', { code }), errorNotice: true },
  );
}

/**
 * Chooses the shipping method and its option (`PUT /carts/{id}/shipping-methods`); the answer's
 * notices say when the payment method was dropped (`payment_method_not_available_for_shipping_method`).
 */
export function useSetCartShippingMethod(): CartAction<SetCartShippingMethodBody, { cart: Cart }> {
  return useCartChange<SetCartShippingMethodBody>('unknown_error', (api, cartId, body) =>
    setCartShippingMethod(api, cartId, body),
  );
}

/** Chooses the payment method (`PUT /carts/{id}/payment-methods`). */
export function useSetCartPaymentMethod(): CartAction<SetCartPaymentMethodBody, { cart: Cart }> {
  return useCartChange<SetCartPaymentMethodBody>('unknown_error', (api, cartId, body) =>
    setCartPaymentMethod(api, cartId, body),
  );
}
