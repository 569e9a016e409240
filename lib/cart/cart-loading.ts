import type { Cart } from '@contract/entities/cart';
import type { ApiClient } from '@/lib/api/api-client';
import { ApiClientError } from '@/lib/api/api-client-error';
import { createCart, getCart } from './cart-api';
import { clearCartId, readCartId, writeCartId } from './cart-cookie';

/**
 * The cart could not be loaded and no new one could be made: the fatal 500 of docs/cart.md,
 * "Loading" (message key `general`). The cart page throws it to its error boundary.
 */
export class CartLoadError extends Error {
  override readonly name = 'CartLoadError';
  readonly key = 'general';
  readonly status = 500;

  constructor(cause: unknown) {
    super('The cart could not be loaded, and no new cart could be created.', { cause });
  }
}

/** A 403 or 404: the cart is gone or not this visitor's; a new one takes its place. */
export function isLostCart(error: unknown): boolean {
  return error instanceof ApiClientError && (error.status === 403 || error.status === 404);
}

/** Creates a cart and stores its id; a failure is the fatal `general` error. */
export async function createStoredCart(api: ApiClient): Promise<Cart> {
  try {
    const cart = await createCart(api);
    writeCartId(cart.id);
    return cart;
  } catch (error) {
    throw new CartLoadError(error);
  }
}

/**
 * Cart loading (docs/cart.md, "Loading"): the given id, else the stored one (`cart_id` cookie). A
 * 403 or 404 clears the stored id and creates a new cart (unless the stored id changed meanwhile:
 * then that cart is loaded); if that fails too, `CartLoadError`. Any other failure (network, 5xx)
 * is thrown as it came, so it can be retried. Without any id the answer is null: a visitor who only
 * browses gets no cart until the first add.
 */
export async function loadCart(
  api: ApiClient,
  options: { givenId?: string | null; signal?: AbortSignal } = {},
): Promise<Cart | null> {
  const stored = readCartId();
  const id = options.givenId ?? stored;
  if (!id) return null;
  try {
    const cart = await getCart(api, id, options.signal);
    // A login may have moved the visitor to another cart while this one loaded: keep the newer id.
    if (cart.id !== stored && readCartId() === stored) writeCartId(cart.id);
    return cart;
  } catch (error) {
    if (!isLostCart(error)) throw error;
    // The stored id changed while this cart loaded (a login's cart transfer deletes the anonymous
    // cart and stores the customer's): load that cart instead of replacing it with an empty one.
    const current = readCartId();
    if (current && current !== id) return loadCart(api, { signal: options.signal });
    clearCartId();
    return createStoredCart(api);
  }
}
