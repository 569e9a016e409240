import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';

/** A checkout phase page's metadata: its step-bar label as the title (`cart.*`), kept out of search indexes. */
export function cartPhaseMetadata(key: 'shippingAndPayment' | 'delivery' | 'summary') {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({
      locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
      namespace: 'cart',
    });
    return { title: t(key), robots: { index: false } };
  };
}
