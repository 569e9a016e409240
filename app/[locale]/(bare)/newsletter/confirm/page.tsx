import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterLinkPage, newsletterLinkTitleKey } from '@/components/customer/newsletter/newsletter-link-page';
import { routing } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'newsletter',
  });
  return { title: t(newsletterLinkTitleKey.confirm), robots: { index: false } };
}

/** The confirmation mail's link (`?token=`): a button confirms the subscription. */
export default async function NewsletterConfirm({ params, searchParams }: PageProps<'/[locale]/newsletter/confirm'>) {
  const { locale } = await params;
  const language = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  setRequestLocale(language);
  const token = (await searchParams).token;
  return (
    <NewsletterLinkPage
      kind="confirm"
      locale={language}
      token={typeof token === 'string' && token.length <= 200 ? token : null}
    />
  );
}
