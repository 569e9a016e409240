// next-intl's own path functions (what its `getPathname` and `usePathname` are built from), not
// exported from the package; its `createNavigation` needs Next's client router, which vitest lacks.
// @ts-expect-error -- an internal module of next-intl, without type declarations
import { receiveRoutingConfig } from '../../node_modules/next-intl/dist/esm/production/routing/config.js';
// @ts-expect-error -- an internal module of next-intl, without type declarations
import * as nextIntlUtils from '../../node_modules/next-intl/dist/esm/production/navigation/shared/utils.js';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@contract/locale-codes';
import { appPathnames, type AppPathname } from './app-pathnames';
import { appRouteOf, getPathname, type AppHref } from './localized-path';
import { routing } from './routing';

const config = receiveRoutingConfig(routing);
/** next-intl's `getPathname` (createSharedNavigationFns), step by step. */
const nextIntlPathname = (locale: Locale, href: AppHref): string =>
  nextIntlUtils.applyPathnamePrefix(
    nextIntlUtils.compileLocalizedPathname({
      locale,
      ...nextIntlUtils.normalizeNameOrNameWithParams(href),
      pathnames: appPathnames,
    }),
    locale,
    config,
  );
const routes = Object.keys(appPathnames) as AppPathname[];

/** Every route with values for its segments, and a few with a query. */
const hrefs: AppHref[] = [
  ...routes.map((pathname): AppHref => {
    if (pathname === '/[...slug]') return { pathname, params: { slug: ['obleceni', 'trička-ž'] } };
    return pathname.includes('[id]') ? { pathname, params: { id: '42' } } : pathname;
  }),
  { pathname: '/cart/summary', query: { order: '17' } },
  { pathname: '/', query: { a: ['1', '2'], b: 'x y' } },
  { pathname: '/customer/order/[id]', params: { id: 7 }, query: { tab: 'items' } },
];

describe('getPathname', () => {
  it.each(locales)('writes what next-intl writes for every app route (%s)', (locale) => {
    for (const href of hrefs) {
      expect(getPathname({ locale, href }), JSON.stringify(href)).toBe(nextIntlPathname(locale, href));
    }
  });

  it('localizes paths, prefixes the language and keeps a path outside the table as it is', () => {
    expect(getPathname({ locale: 'cs', href: '/cart/delivery' })).toBe('/cs/kosik/doruceni');
    expect(getPathname({ locale: 'en', href: '/' })).toBe('/en');
    expect(getPathname({ locale: 'sk', href: { pathname: '/customer/return/[id]', params: { id: '5' } } })).toBe(
      '/sk/zakaznik/vratenie/5',
    );
    expect(getPathname({ locale: 'en', href: '/not-in-table' as AppPathname })).toBe('/en/not-in-table');
  });

  it('refuses a route whose segment values are missing, as next-intl does', () => {
    expect(() => getPathname({ locale: 'en', href: '/customer/order/[id]' })).toThrow(/Insufficient params/);
  });
});

describe('appRouteOf', () => {
  const paths = [
    '/',
    '/kosik',
    '/my-cart',
    '/kosik/doruceni',
    '/kosik/dorucenie',
    '/my-cart/delivery/',
    '/zakaznik/objednavka/12',
    '/customer/order/12',
    '/zakaznik/vratenie/3',
    '/vraceni-a-reklamace/stitek-vraceni/9',
    '/obleceni',
    '/a/b%C5%BE',
    '/cart/delivery',
    '/login',
    '/prihlaseni',
  ];

  it.each(locales)('maps a path to the route next-intl maps it to (%s)', (locale) => {
    for (const path of paths) {
      expect(appRouteOf(locale, path), path).toBe(nextIntlUtils.getRoute(locale, path, appPathnames));
    }
  });

  it('answers the route of a localized path and the catch-all for catalogue paths', () => {
    expect(appRouteOf('cs', '/kosik/doruceni')).toBe('/cart/delivery');
    expect(appRouteOf('en', '/customer/order/12')).toBe('/customer/order/[id]');
    expect(appRouteOf('cs', '/obleceni')).toBe('/[...slug]');
    expect(appRouteOf('en', '/')).toBe('/');
  });
});
