import type { QueryClient } from '@tanstack/react-query';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { Cart, CartItem } from '@contract/entities/cart';
import { cartKeys, type CartScope } from './cart-query-keys';

/**
 * The cart's React Query cache: an answer becomes the current cart, and the lists that depend on
 * it (items, methods with `can_use`, addresses) are marked stale. The optimistic edits below are
 * pure and only touch what the shopper sees at once; the API's next answer replaces them.
 */
export function storeCart(queryClient: QueryClient, scope: CartScope, cart: Cart | null): void {
  queryClient.setQueryData<Cart | null>(cartKeys.cart(scope), cart);
  if (cart) void queryClient.invalidateQueries({ queryKey: [...cartKeys.scope(scope), cart.id] });
}

/** Refetches the current cart and everything under it (after removals settle, after a live notice). */
export function refreshCart(queryClient: QueryClient, scope: CartScope): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cartKeys.scope(scope) });
}

const isOwnLine = (item: CartItem) => item.item_type === cartItemTypes.classic;

/** The cart without one top-level item (and the gifts nested under it); counts lowered to match. */
export function withoutItem(cart: Cart, itemId: number): Cart {
  const removed = cart.items.find((item) => item.id === itemId);
  if (!removed) return cart;
  const nestedAmount = removed.items.reduce((sum, child) => sum + child.amount, 0);
  return {
    ...cart,
    items: cart.items.filter((item) => item.id !== itemId),
    amount: Math.max(0, cart.amount - (isOwnLine(removed) ? removed.amount : 0)),
    unique_amount: Math.max(0, cart.unique_amount - (isOwnLine(removed) ? 1 : 0)),
    total_amount: Math.max(0, cart.total_amount - removed.amount - nestedAmount),
  };
}

/** Puts an item removed optimistically back at its place (a rollback), unless it is there already. */
export function withItemRestored(cart: Cart, item: CartItem, index: number): Cart {
  if (cart.items.some((line) => line.id === item.id)) return cart;
  const items = [...cart.items];
  items.splice(Math.min(index, items.length), 0, item);
  return {
    ...cart,
    items,
    amount: cart.amount + (isOwnLine(item) ? item.amount : 0),
    unique_amount: cart.unique_amount + (isOwnLine(item) ? 1 : 0),
    total_amount: cart.total_amount + item.amount + item.items.reduce((sum, child) => sum + child.amount, 0),
  };
}

/**
 * The cart with one item's amount changed. Prices stay as the API gave them (their formatted
 * texts cannot be recomputed here); the page shows the line as updating until the answer.
 */
export function withItemAmount(cart: Cart, itemId: number, amount: number): Cart {
  const item = cart.items.find((line) => line.id === itemId);
  if (!item || item.amount === amount) return cart;
  const difference = amount - item.amount;
  return {
    ...cart,
    items: cart.items.map((line) => (line.id === itemId ? { ...line, amount } : line)),
    amount: cart.amount + (isOwnLine(item) ? difference : 0),
    total_amount: cart.total_amount + difference,
  };
}
