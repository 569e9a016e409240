import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { connection } from 'next/server';
import { cartPhaseMetadata } from '@/components/checkout/cart-phase-metadata';
import { DeliveryStep } from '@/components/checkout/delivery-step';
import { legalPageHrefs } from '@/lib/data/legal-pages';
import { shopCountries } from '@/lib/data/shop-countries';
import { routing } from '@/lib/i18n/routing';

export const generateMetadata = cartPhaseMetadata('delivery');

/**
 * The delivery phase: the shop's countries come from the cached shop info (data cache, by tag),
 * the terms' and privacy policy's paths from the cached static pages, the cart from the client island. Rendered per request rather than at build time, so a build
 * does not need a running shop API.
 */
export default async function Page({ params }: PageProps<'/[locale]/cart/delivery'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  setRequestLocale(locale);
  await connection();
  const [countries, legalPages] = await Promise.all([shopCountries(locale), legalPageHrefs(locale)]);
  return <DeliveryStep countries={countries} legalPages={legalPages} />;
}
