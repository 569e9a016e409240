'use client';

import { usePathname as useNextPathname } from 'next/navigation';
import { usePathname } from './navigation';
import { appPathnames } from './app-pathnames';

/**
 * The current app route (`/cart/delivery`), for client components. next-intl's `usePathname` maps
 * the localized path the browser shows (`/cs/kosik/doruceni`) back to its route; but an app route
 * prerendered at build time is rendered at its internal path (`/cs/cart/delivery`), which that
 * mapping does not know (it answers the catch-all). An internal path is taken as it is, so the
 * prerendered HTML and the live render agree.
 */
export function useAppPathname(): ReturnType<typeof usePathname> {
  const mapped = usePathname();
  const path = useNextPathname()?.replace(/^\/[^/]+/, '') || '/';
  const isInternal = path !== '/[...slug]' && Object.hasOwn(appPathnames, path);
  return (isInternal ? path : mapped) as ReturnType<typeof usePathname>;
}
