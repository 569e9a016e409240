import { getLocale, getTranslations } from 'next-intl/server';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import { routeTableLanguages, type Locale } from '@contract/locales';
import type { ShopInfo } from '@contract/shop-info';
import { getShopInfo } from '@/lib/data/shop-info';
import { secondaryRead } from '@/lib/data/secondary-read';
import { SearchBox } from './search-box';

/** The search page's path and query-parameter name in a language, from the shop's route table. */
function searchRoute(info: ShopInfo, locale: Locale): { action: string; param: string } | null {
  const route = info.routes.search;
  const language = routeTableLanguages[locale];
  const slug = route?.slug[language];
  const param = route?.queries.query?.[language];
  return slug && param ? { action: `/${locale}/${slug}`, param } : null;
}

/**
 * The search box with its quick-search popup, sending the shopper to the search page of the shop's
 * route table under its localized path and query-parameter name. A shop without a search route
 * gets no box; when the route table cannot be read (API down) a note stands in its place. Reads
 * no cookies or headers, so cached pages can render it.
 */
export async function CompactSearchBox({ defaultValue, locale }: { defaultValue?: string; locale?: Locale }) {
  const language = locale ?? ((await getLocale()) as Locale);
  const info = await secondaryRead({ resource: 'shop-info', section: 'search box' }, () => getShopInfo(language));
  if (!info.ok) {
    const t = await getTranslations({ locale: language, namespace: 'unavailable' });
    return <SectionUnavailable message={t('search')} />;
  }
  const route = searchRoute(info.data, language);
  if (!route) return null;
  return (
    <SearchBox
      key={defaultValue}
      locale={language}
      action={route.action}
      param={route.param}
      defaultValue={defaultValue}
    />
  );
}
