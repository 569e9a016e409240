import { getLocale, getTranslations } from 'next-intl/server';
import { currencyCodes, type Locale } from '@contract/locales';
import { PricePreferencesSwitch } from '@/components/preferences/price-preferences-switch';
import { CompactSearchBox } from '@/components/search/compact-search-box';
import { Link } from '@/lib/i18n/navigation';
import { defaultPricePreferences, type PricePreferences } from '@/lib/prices/price-preferences';
import { CategoryMenu } from './category-menu';
import { LanguageSwitch, type Alternates } from './language-switch';

/**
 * The full header of the default layout: shop name, search, price preferences, account and cart
 * links, language switch, categories. Catalogue pages pass the `preferences` they were rendered with.
 */
export async function SiteHeader({
  alternates,
  preferences,
}: {
  alternates?: Alternates;
  preferences?: PricePreferences;
}) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-xl font-bold text-brand-900">
          {t('common.shopName')}
        </Link>
        <CompactSearchBox locale={locale} />
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <PricePreferencesSwitch
            current={preferences}
            fallback={defaultPricePreferences(locale)}
            currencies={currencyCodes}
          />
          <Link href="/login" className="text-neutral-700 hover:text-brand-700">
            {t('header.login')}
          </Link>
          <Link
            href="/cart"
            className="rounded-md border border-neutral-300 px-3 py-1.5 text-neutral-800 hover:border-brand-600"
          >
            {t('header.cart')}
          </Link>
          <LanguageSwitch alternates={alternates} />
        </div>
      </div>
      <CategoryMenu locale={locale} />
    </header>
  );
}
