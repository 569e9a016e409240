import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CartResponseSchema } from '@contract/calls/cart';
import type { Me } from '@contract/entities/customer';
import type { ApiClient } from '@/lib/api/api-client';
import { readCookie, writeCookie } from '@/lib/api/browser-cookies';
import { createCart } from '@/lib/cart/cart-api';
import { storeCart } from '@/lib/cart/cart-cache';
import { clearCartId, parseCartId, readCartId, writeCartId } from '@/lib/cart/cart-cookie';
import { cartKeys, type CartScope } from '@/lib/cart/cart-query-keys';
import { sourceCartIdCookie, sourceCartIdMaxAge } from './session-cookies';

/**
 * The cart across a login (docs/customer-accounts-storefront.md, "Login, registration, logout and
 * the cart"): the anonymous cart's id is kept in the 15-minute `source_cart_id` cookie before
 * signing in (a third-party sign-in leaves the site and comes back), and once the customer is known
 * its items move into the customer's latest cart (`POST /carts/{id}/transfer-items`), or into a new
 * customer cart when there is none. The cart cookie then names the customer's cart.
 */

/** Keeps the anonymous cart's id for the transfer after sign-in (nothing when there is no cart). */
export function rememberSourceCart(): void {
  const cartId = readCartId();
  if (cartId) writeCookie(sourceCartIdCookie, cartId, sourceCartIdMaxAge);
}

/** The anonymous cart waiting to be moved, if any. */
export function pendingSourceCart(): string | null {
  return parseCartId(readCookie(sourceCartIdCookie));
}

const TransferBodySchema = z.object({ source_cart_id: z.uuid() });

export const transferCartItems = (api: ApiClient, targetCartId: string, sourceCartId: string) =>
  api.post(CartResponseSchema, 'carts', {
    params: [targetCartId, 'transfer-items'],
    body: TransferBodySchema.parse({ source_cart_id: sourceCartId }),
  });

export type CartTransferOutcome = 'none' | 'moved' | 'failed';

/**
 * Moves the remembered anonymous cart into the customer's cart and points the cart cookie at it.
 * On failure the anonymous cart stays the current one (its items are not lost) and the answer is
 * `failed` (the caller shows `cart_transfer_error`). The source cookie is used once either way.
 */
export async function settleCartTransfer(
  api: ApiClient,
  me: Me,
  queryClient: QueryClient,
  scope: CartScope,
): Promise<CartTransferOutcome> {
  const source = pendingSourceCart();
  writeCookie(sourceCartIdCookie, '', 0);
  let outcome: CartTransferOutcome = 'none';
  try {
    if (!source) {
      if (me.customer_latest_cart_id) writeCartId(me.customer_latest_cart_id);
      else clearCartId();
    } else {
      const target = me.customer_latest_cart_id ?? (await createCart(api)).id;
      if (target !== source) {
        const cart = await transferCartItems(api, target, source);
        writeCartId(cart.id);
        storeCart(queryClient, scope, cart);
        outcome = 'moved';
      }
    }
  } catch {
    outcome = 'failed';
  }
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  return outcome;
}
