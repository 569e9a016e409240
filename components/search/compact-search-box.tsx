import { getLocale } from 'next-intl/server';
import { routeTableLanguages, type Locale } from '@contract/locales';
import { getShopInfo } from '@/lib/data/shop-info';
import { SearchBox } from './search-box';

/** The search page's path and query-parameter name in a language, from the shop's route table. */
export async function searchRoute(locale: Locale): Promise<{ action: string; param: string } | null> {
  const route = await getShopInfo(locale)
    .then((info) => info.routes.search)
    .catch(() => undefined);
  const language = routeTableLanguages[locale];
  const slug = route?.slug[language];
  const param = route?.queries.query?.[language];
  return slug && param ? { action: `/${locale}/${slug}`, param } : null;
}

/**
 * The search box with its quick-search popup, sending the shopper to the search page of the shop's
 * route table under its localized path and query-parameter name. Without the route table (API
 * down) it is left out. Reads no cookies or headers, so cached pages can render it.
 */
export async function CompactSearchBox({ defaultValue, locale }: { defaultValue?: string; locale?: Locale }) {
  const language = locale ?? ((await getLocale()) as Locale);
  const route = await searchRoute(language);
  if (!route) return null;
  return <SearchBox key={defaultValue} locale={language} action={route.action} param={route.param} defaultValue={defaultValue} />;
}
