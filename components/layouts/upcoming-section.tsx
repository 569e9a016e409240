import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

/**
 * The body of an app route whose feature has not shipped yet (cart, accounts): its real heading,
 * an honest sentence and a way back to the catalogue, instead of a dead end.
 */
export async function UpcomingSection({ title, before }: { title: string; before?: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <section>
      {before}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-neutral-700">{t('unavailableSection')}</p>
      <p className="mt-6">
        <Link href="/" className="font-medium text-brand-700 underline">
          {t('home')}
        </Link>
      </p>
    </section>
  );
}

type Namespace = 'auth' | 'cart' | 'customer';

/** Metadata and page component of an upcoming app route, so each route file stays three lines. */
export function upcomingPage(namespace: Namespace, key: string, options: { customerBreadcrumbs?: boolean } = {}) {
  return {
    async generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
      const { locale } = await params;
      const t = await getTranslations({
        locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
        namespace,
      });
      return { title: t(key as never), robots: { index: false } };
    },
    // The locale comes from the route, not the request headers, so the page is prerendered per language.
    async Page({ params }: { params: Promise<{ locale: string }> }) {
      const { locale } = await params;
      if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
      const t = await getTranslations(namespace);
      const common = await getTranslations('common');
      const title = t(key as never);
      const crumbs = options.customerBreadcrumbs ? (
        <Breadcrumbs
          items={[
            { label: common('home'), href: getPathname({ locale: await getLocale(), href: '/' }) },
            { label: title },
          ]}
        />
      ) : undefined;
      return <UpcomingSection title={title} before={crumbs} />;
    },
  };
}
