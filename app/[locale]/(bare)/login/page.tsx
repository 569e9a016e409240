import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginPage } from '@/components/auth/login-page';
import { routing } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'auth',
  });
  return { title: t('loginTitle'), robots: { index: false } };
}

/**
 * Login (docs/customer-accounts-storefront.md, "Screens"): the minimal navbar comes from the bare
 * layout; the form is a client island.
 */
export default async function Login({ params }: PageProps<'/[locale]/login'>) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const t = await getTranslations('auth');
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('loginTitle')}</h1>
      <LoginPage />
    </section>
  );
}
