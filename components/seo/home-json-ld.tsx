import 'server-only';
import { getTranslations } from 'next-intl/server';
import { routeTableLanguages, type Locale } from '@contract/locales';
import { getShopInfo } from '@/lib/data/shop-info';
import { secondaryRead } from '@/lib/data/secondary-read';
import { organizationJsonLd, shopIdentity, websiteJsonLd } from '@/lib/seo/json-ld/shop-json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';
import { JsonLd } from './json-ld';

/**
 * The home page's structured data: the shop as an Organization (name, address, logo) and the
 * WebSite in the language with a SearchAction on the localized search page of the route table.
 * Without the route table (logged) the SearchAction is left out.
 */
export async function HomeJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const shop = shopIdentity(t('shopName'));
  const info = await secondaryRead({ resource: 'shop-info', section: 'home structured data' }, () =>
    getShopInfo(locale),
  );
  const language = routeTableLanguages[locale];
  const search = info.ok ? info.data.routes.search : undefined;
  const slug = search?.slug[language];
  const param = search?.queries.query?.[language];
  const searchUrlTemplate =
    slug && param
      ? `${absoluteUrl(shop.siteUrl, `/${locale}/${slug}`)}?${encodeURIComponent(param)}={search_term_string}`
      : undefined;
  return <JsonLd data={[organizationJsonLd(shop), websiteJsonLd(shop, { locale, searchUrlTemplate })]} />;
}
