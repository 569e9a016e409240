import type { ReactNode } from 'react';
import { CheckoutStepBar } from '@/components/cart/checkout-step-bar';
import { MinimalNavbar } from '@/components/navigation/minimal-navbar';
import { mainContentId, SkipLink } from '@/components/navigation/skip-link';

/** The cart section: minimal navbar with the language switch and the checkout step bar. */
export function CartLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <MinimalNavbar />
      <CheckoutStepBar />
      <main id={mainContentId} className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
