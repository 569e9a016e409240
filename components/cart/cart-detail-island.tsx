'use client';

import dynamic from 'next/dynamic';
import { CartSkeleton } from '@/components/skeletons/cart-skeleton';

/**
 * The cart page's island, loaded on its own: the cart is never rendered on the server (it is the
 * visitor's own), so its code (the contract's schemas, the dialog, the forms) stays in a chunk of
 * its own instead of joining the chunks other pages share. The skeleton shows until it is there.
 */
export const CartDetailIsland = dynamic(() => import('./cart-detail').then((module) => module.CartDetail), {
  ssr: false,
  loading: () => <CartSkeleton />,
});
