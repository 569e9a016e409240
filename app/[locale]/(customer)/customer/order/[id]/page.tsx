import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { UpcomingSection } from '@/components/layouts/upcoming-section';
import { isOrderId } from '@/lib/customer/order-id';

export async function generateMetadata({ params }: PageProps<'/[locale]/customer/order/[id]'>): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations('customer');
  return { title: t('order', { number: id }), robots: { index: false } };
}

/** Order detail: the id must be present and numeric, otherwise the page does not exist. */
export default async function OrderDetailPage({ params }: PageProps<'/[locale]/customer/order/[id]'>) {
  const { id } = await params;
  if (!isOrderId(id)) notFound();
  const t = await getTranslations('customer');
  return <UpcomingSection title={t('order', { number: id })} />;
}
