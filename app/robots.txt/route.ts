import { connection } from 'next/server';
import { defaultLocale } from '@contract/locales';
import { getShopInfo } from '@/lib/data/shop-info';
import { secondaryRead } from '@/lib/data/secondary-read';
import { robotsTxt } from '@/lib/seo/robots-txt';
import { siteUrl } from '@/lib/seo/site-url';

/** robots.txt, written per request so the sitemap link carries the host the shop runs on (`SITE_URL`). */
export async function GET(): Promise<Response> {
  await connection();
  // Without the route table (API down) the search rule is left out rather than robots.txt failing; the failure is logged.
  const info = await secondaryRead({ resource: 'shop-info', section: 'robots.txt' }, () => getShopInfo(defaultLocale));
  return new Response(robotsTxt(siteUrl(), info.ok ? info.data.routes.search : undefined), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
