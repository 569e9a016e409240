'use client';

import { useTranslations } from 'next-intl';
import { useCheckoutCart } from '@/components/checkout/use-checkout-cart';
import { canEnter } from '@/lib/checkout/checkout-phases';
import { checkoutSteps } from '@/lib/checkout/checkout-steps';
import { Link } from '@/lib/i18n/navigation';
import { useAppPathname } from '@/lib/i18n/use-app-pathname';
import { useCheckoutPhaseStore } from '@/stores/checkout-phase-store';

const stepClass = 'flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-3 py-1';

/**
 * The checkout steps as an ordered list (the summary is not one of them). A step is a link only
 * when the phase machine lets the cart enter it; until the cart is known only the cart itself is.
 * The current one is marked for sight and for screen readers. On phones the bar stays one row:
 * the other steps show only their number (their names stay in their accessible names), the
 * current one its number and name.
 */
export function CheckoutStepBar() {
  const t = useTranslations('cart');
  const pathname = useAppPathname();
  const { cart } = useCheckoutCart({ throwOnFatal: false });
  const latestOrder = useCheckoutPhaseStore((state) => state.latestOrder);
  const enterable = (phase: (typeof checkoutSteps)[number]['phase']) =>
    phase === 'detail' || (cart !== undefined && canEnter(phase, { cart, latestOrderId: latestOrder?.id ?? null }));
  return (
    <nav aria-label={t('steps')} className="mx-auto max-w-6xl px-4 pt-6">
      <ol className="flex gap-2 text-sm sm:flex-wrap">
        {checkoutSteps
          .filter((step) => step.inStepBar)
          .map((step, index) => {
            const current = pathname === step.route;
            const label = (
              <>
                <span aria-hidden="true">{index + 1}.</span>
                <span className={current ? 'whitespace-nowrap' : 'max-sm:sr-only'}>{t(step.labelKey)}</span>
              </>
            );
            return (
              <li key={step.phase}>
                {enterable(step.phase) ? (
                  <Link
                    href={step.route}
                    aria-current={current ? 'step' : undefined}
                    className={`${stepClass} ${current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-neutral-300 text-neutral-700 hover:border-brand-700'}`}
                  >
                    {label}
                  </Link>
                ) : (
                  <span
                    aria-current={current ? 'step' : undefined}
                    className={`${stepClass} ${current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-dashed border-neutral-300 text-neutral-600'}`}
                  >
                    {label}
                  </span>
                )}
              </li>
            );
          })}
      </ol>
    </nav>
  );
}
