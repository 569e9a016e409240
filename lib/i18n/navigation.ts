'use client';

import { useLocale } from 'next-intl';
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { createElement, useMemo, type ComponentProps } from 'react';
import type { Locale } from '@contract/locale-codes';
import { appRouteOf, getPathname, type AppHref } from './localized-path';

/**
 * Locale-aware Link, pathname hook and router for client components: an app route (`/cart`) or
 * `{ pathname, params, query }` becomes the current language's localized path (`/cs/kosik`) through
 * `localized-path.ts`, and `next/link` / Next's router take it from there. Not next-intl's
 * `createNavigation`: its runtime (the routing config, `BaseLink`, the path utilities, two copies
 * across chunks) was ≈ 3 kB gzip of every page's first load (docs/benchmarks.md, "First-load
 * JavaScript, session 26"). Server code builds paths with `getPathname` from `localized-path.ts`.
 */

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: AppHref };

/** `next/link` to an app route in the current language. */
export function Link({ href, ...rest }: LinkProps) {
  const locale = useLocale() as Locale;
  return createElement(NextLink, { ...rest, href: getPathname({ locale, href }) });
}

/** The current app route (`/cart/delivery` for `/cs/kosik/doruceni`), catalogue paths as `/[...slug]`. */
export function usePathname(): string {
  const locale = useLocale() as Locale;
  const path = useNextPathname();
  return useMemo(() => {
    const unprefixed =
      path === `/${locale}` ? '/' : path.startsWith(`/${locale}/`) ? path.slice(locale.length + 1) : path;
    return appRouteOf(locale, unprefixed);
  }, [locale, path]);
}

type NextRouter = ReturnType<typeof useNextRouter>;
type NavigateOptions = Parameters<NextRouter['push']>[1];

export interface AppRouter extends Omit<NextRouter, 'push' | 'replace' | 'prefetch'> {
  push(href: AppHref, options?: NavigateOptions): void;
  replace(href: AppHref, options?: NavigateOptions): void;
  prefetch(href: AppHref): void;
}

/** Next's router, taking app routes and navigating to their paths in the current language. */
export function useRouter(): AppRouter {
  const router = useNextRouter();
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const path = (href: AppHref) => getPathname({ locale, href });
    return {
      ...router,
      push: (href, options) => (options ? router.push(path(href), options) : router.push(path(href))),
      replace: (href, options) => (options ? router.replace(path(href), options) : router.replace(path(href))),
      prefetch: (href) => router.prefetch(path(href)),
    };
  }, [locale, router]);
}
