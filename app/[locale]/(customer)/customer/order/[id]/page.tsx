import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { customerCrumbs, CustomerPageFrame } from '@/components/customer/customer-page';
import { OrderDetail } from '@/components/customer/orders/order-detail';
import { isOrderId } from '@/lib/customer/order-id';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/customer/order/[id]'>): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations('customer');
  return { title: t('order', { number: id }), robots: { index: false } };
}

/** Order detail: the id must be present and numeric, otherwise the page does not exist. */
export default async function OrderDetailPage({ params }: PageProps<'/[locale]/customer/order/[id]'>) {
  const { id, locale: requested } = await params;
  if (!isOrderId(id)) notFound();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'customer' });
  const title = t('order', { number: id });
  const parents = [{ label: t('myOrders'), href: getPathname({ locale, href: '/customer/my-orders' }) }];
  return (
    <CustomerPageFrame crumbs={await customerCrumbs(locale, title, { parents })} title={title}>
      <OrderDetail orderId={Number(id)} />
    </CustomerPageFrame>
  );
}
