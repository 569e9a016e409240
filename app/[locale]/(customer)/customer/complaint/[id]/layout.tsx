import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isOrderId } from '@/lib/customer/order-id';

/**
 * A bad id answers a real 404 here, above the loading skeleton (a page below it could only stream
 * its 404 inside a 200). Someone else's return or complaint is a 404 of the API, which the page shows.
 */
export default async function AfterSaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string; locale: string }>;
}) {
  if (!isOrderId((await params).id)) notFound();
  return children;
}
