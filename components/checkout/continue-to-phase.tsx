'use client';

import { useTranslations } from 'next-intl';
import { missingRequirements, type CheckoutPhaseState } from '@/lib/checkout/checkout-phases';
import { phaseRoute, type CheckoutPhase } from '@/lib/checkout/checkout-steps';
import { Link } from '@/lib/i18n/navigation';

const buttonClass =
  'flex min-h-11 w-full items-center justify-center rounded-md px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * "Continue" to the next phase: a link when the phase machine lets the cart enter it, else a
 * disabled button with what is still missing (`checkout.phases.missing`), shown as text.
 */
export function ContinueToPhase({
  phase,
  state,
  label,
}: {
  phase: CheckoutPhase;
  state: CheckoutPhaseState;
  label: string;
}) {
  const t = useTranslations('checkout.phases.missing');
  const missing = missingRequirements(phase, state);
  if (missing.length === 0)
    return (
      <Link href={phaseRoute(phase)} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-900`}>
        {label}
      </Link>
    );
  return (
    <div>
      <button
        type="button"
        disabled
        aria-describedby="continue-missing"
        className={`${buttonClass} cursor-not-allowed bg-neutral-300 text-neutral-800`}
      >
        {label}
      </button>
      <ul id="continue-missing" className="mt-2 text-sm text-neutral-700">
        {missing.map((requirement) => (
          <li key={requirement}>{t(requirement)}</li>
        ))}
      </ul>
    </div>
  );
}
