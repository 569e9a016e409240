import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Locale } from '@contract/locales';
import { accessTokenCookie, refreshedAccessTokenHeader } from '@/lib/auth/session-cookies';
import { latestOrderCookie } from '@/lib/checkout/latest-order-cookie';
import { readSummaryOrder } from '@/lib/checkout/order-server-api';
import { summaryOrderToRead } from '@/lib/checkout/summary-order';
import { summaryStatus } from '@/lib/checkout/summary-status';
import { serverAccessToken } from '@/lib/customer/order-ownership';
import { getShopInfo } from '@/lib/data/shop-info';
import { secondaryRead } from '@/lib/data/secondary-read';
import { OrderSummary } from './order-summary';

export interface SummarySearchParams {
  order?: string | string[];
  status?: string | string[];
}

/**
 * The summary route's reads: the order the query names, read with the token of the `latest_order`
 * cookie when it is this browser's latest order, else as the signed-in customer's own order (the
 * bearer of the access cookie); the status by the rules of docs/checkout.md, "The summary's
 * status", and the shop's name for the QR payment. No order the visitor may see: the 404 page.
 */
export async function OrderSummaryPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SummarySearchParams;
}) {
  const jar = await cookies();
  const bearer = serverAccessToken(
    (await headers()).get(refreshedAccessTokenHeader),
    jar.get(accessTokenCookie)?.value,
  );
  const { latest, read } = summaryOrderToRead(searchParams.order, jar.get(latestOrderCookie)?.value, bearer);
  const order = read ? await readSummaryOrder(locale, read) : null;
  const isLatest = Boolean(order && latest?.id === order.id);
  const status = summaryStatus({
    queryStatus: searchParams.status,
    latestOrderId: order?.id,
    order,
    paymentService: order?.payment.payment_service,
  });
  if (status === 'not-found' || !order) notFound();
  const shop = await secondaryRead({ resource: 'shop-info', section: 'payment QR code' }, () => getShopInfo(locale));
  const recipientName = shop.ok ? shop.data.company.name : (await getTranslations('common'))('shopName');
  return <OrderSummary order={order} status={status} recipientName={recipientName} isLatest={isLatest} />;
}
