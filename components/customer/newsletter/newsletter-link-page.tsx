import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@contract/locales';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { NewsletterLinkAction, type NewsletterLinkKind } from './newsletter-link-action';

/** The page titles, for the pages' metadata too. */
export const newsletterLinkTitleKey = { confirm: 'confirmTitle', unsubscribe: 'unsubscribeTitle' } as const;

interface LinkRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const languageOf = (locale: string): Locale => (hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);

/** The metadata of a newsletter link's route: its title, and no index. */
export async function newsletterLinkMetadata(kind: NewsletterLinkKind, { params }: Pick<LinkRouteProps, 'params'>) {
  const t = await getTranslations({ locale: languageOf((await params).locale), namespace: 'newsletter' });
  return { title: t(newsletterLinkTitleKey[kind]), robots: { index: false } } satisfies Metadata;
}

/** A newsletter link's route (`?token=`): the page in the route's language. */
export async function NewsletterLinkRoute({
  kind,
  params,
  searchParams,
}: LinkRouteProps & { kind: NewsletterLinkKind }) {
  const language = languageOf((await params).locale);
  setRequestLocale(language);
  const token = (await searchParams).token;
  return (
    <NewsletterLinkPage
      kind={kind}
      locale={language}
      token={typeof token === 'string' && token.length <= 200 ? token : null}
    />
  );
}

/** The body of a newsletter mail link's page (`?token=`): what the button does, then its outcome. */
export async function NewsletterLinkPage({
  kind,
  locale,
  token,
}: {
  kind: NewsletterLinkKind;
  locale: Locale;
  token: string | null;
}) {
  const t = await getTranslations('newsletter');
  const texts =
    kind === 'confirm'
      ? { intro: t('confirmIntro'), action: t('confirmAction'), done: t('confirmed'), invalid: t('confirmInvalid') }
      : {
          intro: t('unsubscribeIntro'),
          action: t('unsubscribeAction'),
          done: t('unsubscribeDone'),
          invalid: t('unsubscribeInvalid'),
        };
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6">
      <h1 className="text-2xl font-bold">{t(newsletterLinkTitleKey[kind])}</h1>
      <NewsletterLinkAction
        kind={kind}
        locale={locale}
        token={token}
        texts={{ ...texts, missingToken: t('missingToken'), failed: t('linkFailed') }}
      />
      <Link href="/" className="self-start text-brand-700 underline">
        {t('backToShop')}
      </Link>
    </section>
  );
}
