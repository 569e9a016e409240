import 'server-only';
import { routeTableLanguages, type Locale } from '@contract/locales';
import { getShopInfo } from '@/lib/data/shop-info';

/** The blog list's app path in a language (`/cs/blog`), from the route table's `blog` route; null when the shop has no blog route. */
export async function blogHref(locale: Locale): Promise<string | null> {
  const info = await getShopInfo(locale).catch(() => null);
  const slug = info?.routes.blog?.slug[routeTableLanguages[locale]];
  return slug ? `/${locale}/${slug}` : null;
}
