'use client';

import { CartError } from '@/components/cart/cart-error';

/**
 * A cart that could not be loaded nor replaced (the fatal `general`: docs/cart.md, "Loading"),
 * inside the cart layout.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <CartError error={error} reset={reset} />;
}
