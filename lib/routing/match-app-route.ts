import { locales, type Locale } from '@contract/locales';
import { appPathnames, type AppPathname } from '@/lib/i18n/app-pathnames';

export interface AppRouteMatch {
  locale: Locale;
  /** The internal route (`/customer/order/[id]`), or null for a catalogue path the catch-all resolves. */
  route: AppPathname | null;
  params: Record<string, string>;
  /** The path after the locale prefix, without leading slash (`zakaznik/adresar`). */
  rest: string;
}

function localizedPattern(route: AppPathname, locale: Locale): string {
  const entry = appPathnames[route];
  return typeof entry === 'string' ? entry : entry[locale];
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of patternParts.entries()) {
    const actual = pathParts[i] ?? '';
    const param = /^\[(\w+)\]$/.exec(part)?.[1];
    if (param) params[param] = actual;
    else if (part !== actual) return null;
  }
  return params;
}

/** Which app route a locale-prefixed external path is; null when the path has no locale prefix. */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  const [, first, ...restParts] = pathname.split('/');
  const locale = locales.find((l) => l === first);
  if (!locale) return null;
  const rest = restParts.join('/');
  for (const route of Object.keys(appPathnames) as AppPathname[]) {
    if (route === '/[...slug]') continue;
    const params = matchPattern(localizedPattern(route, locale), rest);
    if (params) return { locale, route, params, rest };
  }
  return { locale, route: null, params: {}, rest };
}
