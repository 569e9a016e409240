import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageLinks } from '@/components/navigation/language-links';
import { NavbarFrame } from '@/components/navigation/navbar-frame';
import { locales, type Locale } from '@contract/locale-codes';

/** The missing path is missing in every language: the language links lead to each home page. */
const homeAlternates = Object.fromEntries(locales.map((locale) => [locale, `/${locale}`]));

/**
 * The 404 page's minimal navbar (the shop's name and the language links), rendered on the server:
 * no client code but the home link's, which the page header loads anyway (the frame is
 * `navbar-frame.tsx`, shared with the client navbar). The not-found boundary's elements travel in the payload of every page, so a client navbar
 * here put its code (the language switch, the route-to-path mapping) into every page's first load
 * a second time (docs/benchmarks.md, "First-load JavaScript, session 26").
 */
export async function NotFoundNavbar() {
  const locale = (await getLocale()) as Locale;
  const [common, language] = await Promise.all([getTranslations('common'), getTranslations('language')]);
  return (
    <NavbarFrame
      shopName={common('shopName')}
      languages={
        <LanguageLinks
          current={locale}
          hrefs={homeAlternates}
          label={language('label')}
          names={Object.fromEntries(locales.map((l) => [l, language(l)])) as Record<Locale, string>}
        />
      }
    />
  );
}
