import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { cartPhaseMetadata } from '@/components/checkout/cart-phase-metadata';
import { ShippingAndPaymentStep } from '@/components/checkout/shipping-and-payment-step';
import { routing } from '@/lib/i18n/routing';

export const generateMetadata = cartPhaseMetadata('shippingAndPayment');

/** The shipping-and-payment phase; the cart lives in the client island, so the page is the same for everyone. */
export default async function Page({ params }: PageProps<'/[locale]/cart/shipping-and-payment'>) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  return <ShippingAndPaymentStep />;
}
