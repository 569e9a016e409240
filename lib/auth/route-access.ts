import type { AppPathname } from '@/lib/i18n/app-pathnames';

const loginRequired = new Set<AppPathname>([
  '/customer/dashboard',
  '/customer/account',
  '/customer/my-orders',
  '/customer/order/[id]',
  '/customer/returns-and-complaints',
  '/customer/return/[id]',
  '/customer/complaint/[id]',
  '/customer/my-addresses',
  '/customer/favorite-products',
]);

export type AccessDecision =
  | { action: 'allow'; clearReturnUrl: boolean; clearMark: boolean }
  | { action: 'redirect-to-login'; rememberPath: string }
  | { action: 'redirect-home' };

export interface AccessInput {
  route: AppPathname | null;
  isLoggedIn: boolean;
  /** The path and query the shopper asked for, remembered for after login. */
  requestedPath: string;
  /** The guard's own redirect to login just happened. */
  guardMarked: boolean;
}

/**
 * The spec's route protection: logged-in users are sent home from login, logged-out users are
 * sent to login from protected pages with the wanted path remembered; reaching login from
 * anywhere else forgets the remembered path.
 */
export function decideRouteAccess({ route, isLoggedIn, requestedPath, guardMarked }: AccessInput): AccessDecision {
  if (route === '/login') {
    if (isLoggedIn) return { action: 'redirect-home' };
    return { action: 'allow', clearReturnUrl: !guardMarked, clearMark: guardMarked };
  }
  if (route && loginRequired.has(route) && !isLoggedIn) {
    return { action: 'redirect-to-login', rememberPath: requestedPath };
  }
  return { action: 'allow', clearReturnUrl: false, clearMark: false };
}
