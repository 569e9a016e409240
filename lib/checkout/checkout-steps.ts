import type { AppPathname } from '@/lib/i18n/routing';

/** The four checkout phases in order, with their routes; summary is not shown in the step bar. */
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
