import { getLocale, getTranslations } from 'next-intl/server';
import { currencyCodes, type Locale } from '@contract/locales';
import { PricePreferencesSwitch } from '@/components/preferences/price-preferences-switch';
import { CompactSearchBox } from '@/components/search/compact-search-box';
import { Link } from '@/lib/i18n/navigation';
import { defaultPricePreferences, type PricePreferences } from '@/lib/prices/price-preferences';
import { AccountButton } from '@/components/auth/account-button';
import { MiniCart } from '@/components/cart/mini-cart';
import { CategoryMenu } from './category-menu';
import { LanguageSwitch, type Alternates } from './language-switch';
import { MenuDrawer } from './menu-drawer';

/**
 * The header of the default layout. On a phone one sticky row: menu button, shop name, search,
 * cart; the menu button opens a drawer with the categories, the language and the price
 * preferences. From `lg` up the same row also holds the price preferences, login and language,
 * and the categories follow in a row of their own; the header then scrolls away with the page.
 * Catalogue pages pass the `preferences` they were rendered with.
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
  const prices = (
    <PricePreferencesSwitch
      current={preferences}
      fallback={defaultPricePreferences(locale)}
      currencies={currencyCodes}
    />
  );
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white lg:static">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5 lg:gap-4 lg:py-3">
        <MenuDrawer labels={{ open: t('header.openMenu'), title: t('header.menu'), close: t('header.closeMenu') }}>
          <CategoryMenu locale={locale} layout="list" />
          <section aria-label={t('header.settings')} className="flex flex-col gap-4 text-sm">
            {prices}
            <LanguageSwitch alternates={alternates} />
            <AccountButton opensModal={false} />
          </section>
        </MenuDrawer>
        <Link href="/" className="shrink-0 text-lg font-bold text-brand-900 lg:text-xl">
          {t('common.shopName')}
        </Link>
        <div className="flex min-w-0 flex-1 justify-center">
          <CompactSearchBox locale={locale} />
        </div>
        <div className="hidden items-center gap-4 text-sm lg:flex">
          {prices}
          <AccountButton />
          <LanguageSwitch alternates={alternates} />
        </div>
        <MiniCart label={t('header.cart')} />
      </div>
      <div className="hidden lg:block">
        <CategoryMenu locale={locale} />
      </div>
    </header>
  );
}
