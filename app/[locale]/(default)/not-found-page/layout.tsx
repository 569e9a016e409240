import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { routing } from '@/lib/i18n/routing';

/**
 * The 404 page's title. Here and not on the page: a page rendered with status 404 gets its
 * metadata as a not-found page does (the layouts', then the not-found file's), so Next.js never
 * asks the page itself. The robots tag is Next.js's own `noindex`, written for every 4xx answer.
 */
export async function generateMetadata({ params }: LayoutProps<'/[locale]/not-found-page'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title') };
}

export default function NotFoundPageLayout({ children }: { children: ReactNode }) {
  return children;
}
