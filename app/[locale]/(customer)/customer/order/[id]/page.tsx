import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { customerCrumbs, CustomerPageFrame } from '@/components/customer/customer-page';
import { OrderDetail } from '@/components/customer/orders/order-detail';
import type { Locale } from '@contract/locales';
import { isOrderId } from '@/lib/customer/order-id';
import { customerOrderFacts } from '@/lib/customer/order-ownership-server';
import { getPathname } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';

/**
 * The page's title: the order's number as the list, the mails and the invoice give it; while the
 * server cannot read the order (no access token, the API away) a title without a number, never the
 * database id.
 */
async function orderTitle(id: string, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'customer' });
  const { code } = isOrderId(id) ? await customerOrderFacts(Number(id), locale) : { code: null };
  return code ? t('order', { number: code }) : t('orderDetail');
}

const pageLocale = (requested: string): Locale =>
  hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;

export async function generateMetadata({ params }: PageProps<'/[locale]/customer/order/[id]'>): Promise<Metadata> {
  const { id, locale } = await params;
  return { title: await orderTitle(id, pageLocale(locale)), robots: { index: false } };
}

/** Order detail: the id must be present and numeric, otherwise the page does not exist. */
export default async function OrderDetailPage({ params }: PageProps<'/[locale]/customer/order/[id]'>) {
  const { id, locale: requested } = await params;
  if (!isOrderId(id)) notFound();
  const locale = pageLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'customer' });
  const title = await orderTitle(id, locale);
  const parents = [{ label: t('myOrders'), href: getPathname({ locale, href: '/customer/my-orders' }) }];
  return (
    <CustomerPageFrame crumbs={await customerCrumbs(locale, title, { parents })} title={title}>
      <OrderDetail orderId={Number(id)} />
    </CustomerPageFrame>
  );
}
