import type { AppPathname } from '@/lib/i18n/app-pathnames';

/**
 * The four checkout phases in order, with their routes and step-bar labels (messages `cart.*`);
 * summary is not shown in the step bar. The one list both the step bar and the phase machine
 * (`checkout-phases.ts`) read, so the order is written once.
 */
export const checkoutSteps = [
  { phase: 'detail', route: '/cart', labelKey: 'detail', inStepBar: true },
  {
    phase: 'shipping_and_payment',
    route: '/cart/shipping-and-payment',
    labelKey: 'shippingAndPayment',
    inStepBar: true,
  },
  { phase: 'delivery', route: '/cart/delivery', labelKey: 'delivery', inStepBar: true },
  { phase: 'summary', route: '/cart/summary', labelKey: 'summary', inStepBar: false },
] as const satisfies readonly { phase: string; route: AppPathname; labelKey: string; inStepBar: boolean }[];

export type CheckoutStep = (typeof checkoutSteps)[number];
/** `detail` | `shipping_and_payment` | `delivery` | `summary`, as docs/checkout.md, "The phase machine" names them. */
export type CheckoutPhase = CheckoutStep['phase'];
export type CheckoutRoute = CheckoutStep['route'];

/** The phases in checkout order. */
export const checkoutPhases: readonly CheckoutPhase[] = checkoutSteps.map((step) => step.phase);

/** The app route (next-intl pathname) of a phase. */
export function phaseRoute(phase: CheckoutPhase): CheckoutRoute {
  return checkoutSteps.find((step) => step.phase === phase)!.route;
}

/** A phase's position in the checkout order (0 for `detail`). */
export function phaseIndex(phase: CheckoutPhase): number {
  return checkoutPhases.indexOf(phase);
}
