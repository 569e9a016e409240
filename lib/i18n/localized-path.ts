import type { Locale } from '@contract/locale-codes';
import { appPathnames, type AppPathname } from './app-pathnames';

type Query = Record<string, string | number | boolean | readonly (string | number | boolean)[]>;

/** An app route, with the values of its `[id]`-style segments and an optional query. */
export type AppHref =
  AppPathname | { pathname: AppPathname; params?: Record<string, string | number | readonly string[]>; query?: Query };

function serializeQuery(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value as readonly unknown[]) search.append(key, String(item));
    else search.set(key, String(value));
  }
  return `?${search.toString()}`;
}

function templateOf(pathname: string, locale: Locale): string | undefined {
  if (!Object.hasOwn(appPathnames, pathname)) return undefined;
  const config = appPathnames[pathname as AppPathname];
  return typeof config === 'string' ? config : config[locale] || pathname;
}

/**
 * The localized path of an app route in a language (`/cart/delivery` → `/cs/kosik/doruceni`),
 * built from the routing table (`routing.ts`) without next-intl's navigation runtime, so client
 * components that only need a link do not ship it (docs/benchmarks.md, "First-load JavaScript,
 * session 26"). It writes what next-intl's `getPathname` writes for this routing (prefix always,
 * no trailing slash, non-ASCII segments percent-encoded, a path outside the table kept as it is),
 * which `localized-path.test.ts` checks against next-intl itself.
 */
export function getPathname({ locale, href }: { locale: Locale; href: AppHref }): string {
  const { pathname, params, query } = typeof href === 'string' ? { pathname: href } : href;
  const template = templateOf(pathname, locale);
  let path: string = pathname;
  if (template !== undefined) {
    path = template;
    for (const [key, value] of Object.entries(params ?? {})) {
      const [pattern, replacement] = Array.isArray(value)
        ? [`(\\[)?\\[...${key}\\](\\])?`, value.map(String).join('/')]
        : [`\\[${key}\\]`, String(value)];
      path = path.replace(new RegExp(pattern, 'g'), () => replacement);
    }
    path = path.replace(/\[\[\.\.\..+\]\]/g, '');
    if (path.includes('[')) throw new Error(`Insufficient params for ${template}: ${JSON.stringify(params)}`);
    path = new URL(path, 'http://l').pathname;
  }
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1);
  if (query) path += serializeQuery(query);
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

const templateRegex = (template: string) =>
  new RegExp(
    `^${template
      .replace(/\/?\[\[(\.\.\.[^\]]+)\]\]/g, '(?:/(.*))?')
      .replace(/\[(\.\.\.[^\]]+)\]/g, '(.+)')
      .replace(/\[([^\]]+)\]/g, '([^/]+)')}$`,
  );

// Static routes first, then those with a segment value, the catch-all last (next-intl's order).
const routeOrder = (Object.keys(appPathnames) as AppPathname[]).sort(
  (a, b) => Number(a.includes('[')) + Number(a.includes('...')) - Number(b.includes('[')) - Number(b.includes('...')),
);

/**
 * The app route of a path without its language prefix (`/kosik/doruceni` in cs → `/cart/delivery`),
 * as next-intl's `usePathname` maps it: catalogue paths answer `/[...slug]`, a path no route
 * matches is returned as it is.
 */
export function appRouteOf(locale: Locale, path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    return path;
  }
  const normalized = decoded !== '/' && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded;
  return routeOrder.find((route) => templateRegex(templateOf(route, locale) ?? route).test(normalized)) ?? path;
}
