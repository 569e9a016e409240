import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cartPhaseMetadata } from '@/components/checkout/cart-phase-metadata';
import { OrderSummaryPage } from '@/components/checkout/order-summary-page';
import { routing } from '@/lib/i18n/routing';

export const generateMetadata = cartPhaseMetadata('summary');

/**
 * The summary (`/cart/summary?order=<id>&status=…`). It sits in its own route group, outside the
 * cart steps' loading skeleton, so "no order" is a real 404 rather than a streamed 200.
 */
export default async function Page({ params, searchParams }: PageProps<'/[locale]/cart/summary'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <OrderSummaryPage locale={locale} searchParams={await searchParams} />;
}
