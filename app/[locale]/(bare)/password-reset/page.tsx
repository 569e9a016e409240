import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PasswordResetPage } from '@/components/auth/password-reset-page';
import { routing } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/password-reset'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'auth',
  });
  return { title: t('passwordResetTitle'), robots: { index: false } };
}

/** The e-mailed link's page (`?token=`): a new password, then login. */
export default async function PasswordReset({ params, searchParams }: PageProps<'/[locale]/password-reset'>) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const token = (await searchParams).token;
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('passwordResetTitle')}</h1>
      <PasswordResetPage token={typeof token === 'string' && token.length <= 200 ? token : null} />
    </section>
  );
}
