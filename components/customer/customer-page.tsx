import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/navigation/breadcrumbs';
import { getPathname } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';
import type { Locale } from '@contract/locales';

type CustomerPageKey =
  'dashboard' | 'account' | 'myOrders' | 'returnsAndComplaints' | 'myAddresses' | 'favoriteProducts';

/** The customer area's trail: home, the dashboard (unless this is it), then the page. */
export async function customerCrumbs(
  locale: Locale,
  title: string,
  { parents = [], isDashboard = false }: { parents?: Crumb[]; isDashboard?: boolean } = {},
): Promise<Crumb[]> {
  const common = await getTranslations({ locale, namespace: 'common' });
  const customer = await getTranslations({ locale, namespace: 'customer' });
  const home = { label: common('shopName'), href: getPathname({ locale, href: '/' }) };
  const dashboard = { label: customer('dashboard'), href: getPathname({ locale, href: '/customer/dashboard' }) };
  return isDashboard ? [home, { label: title }] : [home, dashboard, ...parents, { label: title }];
}

/** The frame of a customer page: breadcrumbs, the heading, then the feature. */
export function CustomerPageFrame({
  crumbs,
  title,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  children: ReactNode;
}) {
  return (
    <section>
      <Breadcrumbs items={crumbs} />
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

/** Metadata and page component of a customer page, so each route file stays a few lines. */
export function customerPage(
  key: CustomerPageKey,
  Body: (props: { locale: Locale }) => ReactNode | Promise<ReactNode>,
) {
  const localeOf = (locale: string): Locale => (hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
  return {
    async generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
      const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'customer' });
      return { title: t(key), robots: { index: false } };
    },
    async Page({ params }: { params: Promise<{ locale: string }> }) {
      const locale = localeOf((await params).locale);
      setRequestLocale(locale);
      const title = (await getTranslations({ locale, namespace: 'customer' }))(key);
      return (
        <CustomerPageFrame
          crumbs={await customerCrumbs(locale, title, { isDashboard: key === 'dashboard' })}
          title={title}
        >
          <Body locale={locale} />
        </CustomerPageFrame>
      );
    },
  };
}
