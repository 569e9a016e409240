import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isOrderId } from '@/lib/customer/order-id';

/**
 * Checks the order id above this segment's loading skeleton (layout, then loading.tsx, then page):
 * a bad id must answer a real 404, which a page below a loading boundary could only stream inside a 200.
 */
export default async function OrderLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  if (!isOrderId((await params).id)) notFound();
  return children;
}
