import { getTranslations } from 'next-intl/server';
import type { Locale } from '@contract/locales';
import { Link } from '@/lib/i18n/navigation';
import { NewsletterLinkAction, type NewsletterLinkKind } from './newsletter-link-action';

/** The page titles, for the pages' metadata too. */
export const newsletterLinkTitleKey = { confirm: 'confirmTitle', unsubscribe: 'unsubscribeTitle' } as const;

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
