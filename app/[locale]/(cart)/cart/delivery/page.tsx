import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { cartPhaseMetadata } from '@/components/checkout/cart-phase-metadata';
import { DeliveryStep } from '@/components/checkout/delivery-step';
import { getShopInfo } from '@/lib/data/shop-info';
import { routing } from '@/lib/i18n/routing';

export const generateMetadata = cartPhaseMetadata('delivery');

/** The delivery phase: the shop's countries come from the cached shop info, the cart from the client island. */
export default async function Page({ params }: PageProps<'/[locale]/cart/delivery'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  setRequestLocale(locale);
  const { countries } = await getShopInfo(locale);
  const offered = countries
    .filter((country) => country.is_active)
    .map(({ id, name, dial_code, alpha2, is_default }) => ({ id, name, dial_code, alpha2, is_default }));
  return <DeliveryStep countries={offered} />;
}
