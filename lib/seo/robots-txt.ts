import { locales, routeTableLanguages, type Locale } from '@contract/locales';
import type { RouteEntry } from '@contract/shop-info';
import { appPathnames, type AppPathname } from '@/lib/i18n/app-pathnames';
import { absoluteUrl } from './site-url';

/**
 * App routes that are per shopper (cart, account, sign-in, a guest's returns and their slips, which
 * lie under the guest page's path): nothing there for a crawler.
 */
const privateRoutes = [
  '/cart',
  '/login',
  '/password-reset',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/returns-and-complaints',
  '/customer/dashboard',
] as const satisfies readonly AppPathname[];

function localizedAppPath(route: AppPathname, locale: Locale): string {
  const paths = appPathnames[route];
  const path = typeof paths === 'string' ? paths : paths[locale];
  // The customer area is disallowed as a whole: `/cs/zakaznik/dashboard` → `/cs/zakaznik/`.
  return route === '/customer/dashboard'
    ? `/${locale}${path.slice(0, path.lastIndexOf('/') + 1)}`
    : `/${locale}${path}`;
}

/**
 * robots.txt: everything may be crawled except the per-shopper app routes in every language,
 * search results with a query (endless and thin; the search page itself stays reachable) and the
 * storefront's own API. Written so that every parser reads it alike: one group (`User-agent: *`),
 * only `Disallow` lines (no `Allow: /`, which a first-match parser would apply before any
 * `Disallow`; what no rule matches is allowed anyway), sorted, then the sitemap index as an absolute
 * URL at the end, outside the group.
 */
export function robotsTxt(base: string, searchRoute: RouteEntry | undefined): string {
  const disallow = new Set<string>(['/api/']);
  for (const locale of locales) {
    for (const route of privateRoutes) disallow.add(localizedAppPath(route, locale));
    const search = searchRoute?.slug[routeTableLanguages[locale]];
    if (search) disallow.add(`/${locale}/${search}?`);
  }
  return [
    'User-agent: *',
    ...[...disallow].sort().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(base, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
