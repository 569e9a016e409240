import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageLinks } from '@/components/navigation/language-links';
import { Link } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@contract/locale-codes';

/** The missing path is missing in every language: the language links lead to each home page. */
const homeAlternates = Object.fromEntries(locales.map((locale) => [locale, `/${locale}`]));

/**
 * The 404 page's minimal navbar (the shop's name and the language links), rendered on the server:
 * no client code but the home link's, which the page header loads anyway. The not-found boundary's elements travel in the payload of every page, so a client navbar
 * here put its code (the language switch, the route-to-path mapping) into every page's first load
 * a second time (docs/benchmarks.md, "First-load JavaScript, session 26").
 */
export async function NotFoundNavbar() {
  const locale = (await getLocale()) as Locale;
  const [common, language] = await Promise.all([getTranslations('common'), getTranslations('language')]);
  return (
    <header className="border-b border-neutral-200">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="text-lg font-bold whitespace-nowrap text-brand-900">
          {common('shopName')}
        </Link>
        <div className="flex items-center gap-4 sm:order-last">
          <LanguageLinks
            current={locale}
            hrefs={homeAlternates}
            label={language('label')}
            names={Object.fromEntries(locales.map((l) => [l, language(l)])) as Record<Locale, string>}
          />
        </div>
      </div>
    </header>
  );
}
