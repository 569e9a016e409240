'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useAppPathname } from '@/lib/i18n/use-app-pathname';
import { checkoutSteps } from '@/lib/checkout/checkout-steps';

/** The checkout steps as an ordered list; the current one is marked for sight and for screen readers. */
export function CheckoutStepBar() {
  const t = useTranslations('cart');
  const pathname = useAppPathname();
  return (
    <nav aria-label={t('steps')} className="mx-auto max-w-6xl px-4 pt-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {checkoutSteps
          .filter((step) => step.inStepBar)
          .map((step, index) => {
            const current = pathname === step.route;
            return (
              <li key={step.phase}>
                <Link
                  href={step.route}
                  aria-current={current ? 'step' : undefined}
                  className={`flex items-center gap-2 rounded-full border px-3 py-1 ${current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-neutral-300 text-neutral-700'}`}
                >
                  <span aria-hidden="true">{index + 1}.</span>
                  {t(step.labelKey)}
                </Link>
              </li>
            );
          })}
      </ol>
    </nav>
  );
}
