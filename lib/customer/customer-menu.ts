import type { AppPathname } from '@/lib/i18n/routing';

/** The customer area's menu; favourite products are listed in the menu on small screens only. */
export const customerMenu = [
  { route: '/customer/dashboard', labelKey: 'dashboard', mobileOnly: false },
  { route: '/customer/account', labelKey: 'account', mobileOnly: false },
  { route: '/customer/my-orders', labelKey: 'myOrders', mobileOnly: false },
  { route: '/customer/returns-and-complaints', labelKey: 'returnsAndComplaints', mobileOnly: false },
  { route: '/customer/my-addresses', labelKey: 'myAddresses', mobileOnly: false },
  { route: '/customer/favorite-products', labelKey: 'favoriteProducts', mobileOnly: true },
] as const satisfies readonly { route: AppPathname; labelKey: string; mobileOnly: boolean }[];
