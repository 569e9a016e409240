import type { QueryClient } from '@tanstack/react-query';
import type { AddCartItemBody } from '@contract/calls/cart';
import type { Cart } from '@contract/entities/cart';
import type { BatchErrorGroup } from '@contract/envelope';
import type { ApiClient } from '@/lib/api/api-client';
import { getBrowserApi } from '@/lib/api/browser-api';
import { addCartItem, batchAddCartItems } from './cart-api';
import { cartFailure, type CartActionResult, type CartErrorKey } from './cart-action-result';
import { storeCart } from './cart-cache';
import { clearCartId, readCartId } from './cart-cookie';
import { createStoredCart, isLostCart } from './cart-loading';
import { cartKeys, type CartScope } from './cart-query-keys';
import { batchErrorsByItem } from './batch-errors';

/**
 * The cart's changes as plain functions of a context (the API client, the cache and its scope),
 * shared by the hooks of `use-cart-mutations.ts` and by islands that load them on first use (the
 * product page's add-to-cart button imports this module when clicked, so the contract's schemas
 * stay out of the catalogue pages' first JavaScript). Each answers a `CartActionResult`.
 */
/** A context for the browser: the API client in the scope's language, reading the cookies now. */
export function actionContext(scope: CartScope, queryClient: QueryClient): ActionContext {
  return { api: getBrowserApi(scope.locale), scope, queryClient };
}

/** The current cart in the query cache, if it has been loaded. */
export function cachedCart(queryClient: QueryClient, scope: CartScope): Cart | null {
  return queryClient.getQueryData<Cart | null>(cartKeys.cart(scope)) ?? null;
}

export interface ActionContext {
  api: ApiClient;
  scope: CartScope;
  queryClient: QueryClient;
}

/** The id of the cart to change: the stored one, else the one in the cache. */
export function currentCartId(context: ActionContext): string | null {
  return readCartId() ?? cachedCart(context.queryClient, context.scope)?.id ?? null;
}

/**
 * A cart call that failed with 403/404 lost the cart: the stored id is cleared and a new, empty
 * cart takes its place (docs/cart.md, "Data layer"), and the action answers `cart_missing`.
 */
async function replaceLostCart(context: ActionContext): Promise<void> {
  clearCartId();
  try {
    storeCart(context.queryClient, context.scope, await createStoredCart(context.api));
  } catch {
    storeCart(context.queryClient, context.scope, null);
  }
}

/** Runs `call` on the current cart; the shared rules for a missing or lost cart and for failures. */
export async function onCart<T extends object>(
  context: ActionContext,
  errorKey: CartErrorKey,
  call: (cartId: string) => Promise<T>,
): Promise<CartActionResult<T>> {
  const cartId = currentCartId(context);
  if (!cartId) return cartFailure('cart_missing', new Error('This visitor has no cart.'));
  try {
    return { ok: true, ...(await call(cartId)) };
  } catch (error) {
    if (!isLostCart(error)) return cartFailure(errorKey, error);
    await replaceLostCart(context);
    return cartFailure('cart_missing', error);
  }
}

/** Creates the cart of a visitor who has none yet (the first add); a failure answers `failKey`. */
async function ensureCart(context: ActionContext, failKey: CartErrorKey): Promise<CartActionResult<object>> {
  if (currentCartId(context)) return { ok: true };
  try {
    storeCart(context.queryClient, context.scope, await createStoredCart(context.api));
    return { ok: true };
  } catch (error) {
    return cartFailure(failKey, error);
  }
}

export interface AddCartItemInput {
  product_id: number;
  product_variation_id?: number | null;
  amount?: number;
}

/**
 * Adds a product or a variation (`POST /carts/{id}/items`) and stores the answer. The first add
 * creates the cart (a visitor who only browses has none). A 404 recreates the cart and answers
 * `cart_missing`; any other failure `add_cart_item_fail`.
 */
export async function addItemToCart(
  context: ActionContext,
  input: AddCartItemInput,
): Promise<CartActionResult<{ cart: Cart }>> {
  const body: AddCartItemBody = { ...input, amount: input.amount ?? 1 };
  const ready = await ensureCart(context, 'add_cart_item_fail');
  if (!ready.ok) return ready;
  const result = await onCart(context, 'add_cart_item_fail', async (cartId) => ({
    cart: await addCartItem(context.api, cartId, body),
  }));
  if (result.ok) storeCart(context.queryClient, context.scope, result.cart);
  return result;
}

export interface BatchAddResult {
  cart: Cart;
  /** Why items were skipped, per index of the request's items (the first message: `batchErrorMessage`). */
  errors: Map<number, BatchErrorGroup>;
}

/**
 * Adds several items at once (`POST /carts/{id}/items/batch`) and stores the answer; a bad item is
 * skipped and its errors come back per index. Creates the cart when the visitor has none.
 */
export async function batchAddToCart(
  context: ActionContext,
  items: Record<string, unknown>[],
): Promise<CartActionResult<BatchAddResult>> {
  const ready = await ensureCart(context, 'add_cart_item_fail');
  if (!ready.ok) return ready;
  const result = await onCart(context, 'add_cart_item_fail', async (cartId) => {
    const { _errors, ...cart } = await batchAddCartItems(context.api, cartId, items);
    return { cart, errors: batchErrorsByItem(_errors) };
  });
  if (result.ok) storeCart(context.queryClient, context.scope, result.cart);
  return result;
}
