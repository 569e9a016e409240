import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterLinkPage, newsletterLinkTitleKey } from '@/components/customer/newsletter/newsletter-link-page';
import { routing } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/unsubscribe'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'newsletter',
  });
  return { title: t(newsletterLinkTitleKey.unsubscribe), robots: { index: false } };
}

/** The welcome mail's unsubscribe link (`?token=`): one click, without signing in. */
export default async function NewsletterUnsubscribe({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const { locale } = await params;
  const language = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  setRequestLocale(language);
  const token = (await searchParams).token;
  return (
    <NewsletterLinkPage
      kind="unsubscribe"
      locale={language}
      token={typeof token === 'string' && token.length <= 200 ? token : null}
    />
  );
}
