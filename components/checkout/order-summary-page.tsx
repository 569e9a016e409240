import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Locale } from '@contract/locales';
import { latestOrderCookie } from '@/lib/checkout/latest-order-cookie';
import { readLatestOrder } from '@/lib/checkout/order-server-api';
import { summaryOrderToRead } from '@/lib/checkout/summary-order';
import { summaryStatus } from '@/lib/checkout/summary-status';
import { getShopInfo } from '@/lib/data/shop-info';
import { secondaryRead } from '@/lib/data/secondary-read';
import { OrderSummary } from './order-summary';

export interface SummarySearchParams {
  order?: string | string[];
  status?: string | string[];
}

/**
 * The summary route's reads: the order the query names, read with the token of the `latest_order`
 * cookie (only this browser's latest order can be read), the status by the rules of
 * docs/checkout.md, "The summary's status", and the shop's name for the QR payment. No order: the
 * 404 page.
 */
export async function OrderSummaryPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SummarySearchParams;
}) {
  const { latest, read } = summaryOrderToRead(searchParams.order, (await cookies()).get(latestOrderCookie)?.value);
  const order = read ? await readLatestOrder(locale, read) : null;
  const status = summaryStatus({
    queryStatus: searchParams.status,
    latestOrderId: latest?.id ?? null,
    order,
    paymentService: order?.payment.payment_service,
  });
  if (status === 'not-found' || !order) notFound();
  const shop = await secondaryRead({ resource: 'shop-info', section: 'payment QR code' }, () => getShopInfo(locale));
  const recipientName = shop.ok ? shop.data.company.name : (await getTranslations('common'))('shopName');
  return <OrderSummary order={order} status={status} recipientName={recipientName} />;
}
