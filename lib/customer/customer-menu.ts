import type { AppPathname } from '@/lib/i18n/app-pathnames';

/**
 * The customer area's menu, the same on every screen size. Favourite products are in it on
 * desktops too (the spec listed them on mobile only, and customers on a desktop could not find
 * them: docs/customer-area.md, "Decisions").
 */
export const customerMenu = [
  { route: '/customer/dashboard', labelKey: 'dashboard' },
  { route: '/customer/account', labelKey: 'account' },
  { route: '/customer/my-orders', labelKey: 'myOrders' },
  { route: '/customer/returns-and-complaints', labelKey: 'returnsAndComplaints' },
  { route: '/customer/my-addresses', labelKey: 'myAddresses' },
  { route: '/customer/favorite-products', labelKey: 'favoriteProducts' },
] as const satisfies readonly { route: AppPathname; labelKey: string }[];
