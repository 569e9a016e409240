'use client';

import { useCart } from '@/lib/cart/use-cart';
import { useLiveCart } from '@/lib/cart/use-live-cart';
import { withQueryProvider } from '@/lib/query/query-provider';

function LiveCart() {
  const { cart } = useCart({ throwOnFatal: false });
  useLiveCart(cart?.id ?? null);
  return null;
}

/**
 * The mini-cart's heavier half, loaded only when this browser holds a cart: it loads the cart
 * (docs/cart.md, "Loading"; a failure leaves the badge out instead of breaking the header) and
 * listens to its live notices, with React Query's provider of its own (catalogue pages have none).
 * It renders nothing: the badge reads the cart from the page's query cache.
 */
export const MiniCartLive = withQueryProvider(LiveCart);
