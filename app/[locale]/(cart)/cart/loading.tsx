import { CartSkeleton } from '@/components/skeletons/cart-skeleton';

/** Cart steps stream in behind this skeleton (the cart layout and its navbar stay in place). */
export default function Loading() {
  return <CartSkeleton />;
}
