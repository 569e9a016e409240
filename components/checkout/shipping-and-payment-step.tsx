'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePrefetchCheckoutMethods } from '@/lib/cart/use-cart-choices';
import { useStoredCartId } from '@/lib/cart/use-cart-scope';
import { Link } from '@/lib/i18n/navigation';
import { CheckoutPhaseSkeleton } from './checkout-phase-skeleton';
import { CheckoutTotals } from './checkout-totals';
import { ContinueToPhase } from './continue-to-phase';
import { PaymentMethodChoice } from './payment-method-choice';
import { ShippingMethodChoice } from './shipping-method-choice';
import { useCheckoutCart } from './use-checkout-cart';
import { useCheckoutPhaseGuard } from './use-checkout-phase-guard';
import { useChooseShipping } from './use-choose-shipping';

/**
 * The shipping-and-payment phase: the methods this cart can use, the totals with both prices, and
 * "continue" once the phase machine lets the cart into the delivery phase. Opened without items,
 * the guard sends the shopper back to the cart.
 */
export function ShippingAndPaymentStep() {
  const t = useTranslations('checkout.shippingAndPayment');
  const { cart, scope } = useCheckoutCart();
  const guard = useCheckoutPhaseGuard('shipping_and_payment', cart);
  const [paymentDropped, setPaymentDropped] = useState(false);
  const shipping = useChooseShipping(scope, () => setPaymentDropped(true));
  // A direct visit: the stored cart's methods load beside the cart, not after it.
  usePrefetchCheckoutMethods(useStoredCartId(), scope);

  return (
    <section aria-labelledby="shipping-and-payment-title">
      <h1 id="shipping-and-payment-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <div className="mt-6">
        {!guard.allowed || !cart ? (
          <CheckoutPhaseSkeleton />
        ) : (
          <div className="grid gap-8 md:grid-cols-[1fr_20rem]">
            <div className="flex min-w-0 flex-col gap-8">
              <ShippingMethodChoice cart={cart} shipping={shipping} />
              <PaymentMethodChoice
                cart={cart}
                droppedForShipping={paymentDropped}
                onChosen={() => setPaymentDropped(false)}
              />
            </div>
            <div className="flex flex-col gap-4">
              <CheckoutTotals cart={cart} />
              <ContinueToPhase phase="delivery" state={{ cart, latestOrderId: null }} label={t('continue')} />
              <Link href="/cart" className="text-center text-sm font-medium text-brand-700 underline">
                {t('back')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
