import 'server-only';
import { routeTableLanguages, type Locale } from '@contract/locales';
import { getShopInfo } from '@/lib/data/shop-info';
import { secondaryRead, type SecondaryRead } from '@/lib/data/secondary-read';

/**
 * The blog list's app path in a language (`/cs/blog`), from the route table's `blog` route: null
 * when the shop has no blog route, `{ ok: false }` (logged) when the route table could not be read.
 * `section` names the caller in the log.
 */
export async function blogHref(locale: Locale, section: string): Promise<SecondaryRead<string | null>> {
  const info = await secondaryRead({ resource: 'shop-info', section }, () => getShopInfo(locale));
  if (!info.ok) return info;
  const slug = info.data.routes.blog?.slug[routeTableLanguages[locale]];
  return { ok: true, data: slug ? `/${locale}/${slug}` : null };
}
