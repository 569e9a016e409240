import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isOrderId } from '@/lib/customer/order-id';
import { customerOrderFacts } from '@/lib/customer/order-ownership-server';
import { routing } from '@/lib/i18n/routing';

/**
 * Checks the order above this segment's loading skeleton (layout, then loading.tsx, then page): a
 * bad id, and an order that is not the signed-in customer's, must answer a real 404, which a page
 * below a loading boundary could only stream inside a 200. When the server cannot tell (no access
 * token, the API away) the page renders and its client-side read decides, as before.
 */
export default async function OrderLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string; locale: string }>;
}) {
  const { id, locale } = await params;
  if (!isOrderId(id)) notFound();
  const language = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  if ((await customerOrderFacts(Number(id), language)).ownership === 'not-theirs') notFound();
  return children;
}
