import { expect, test } from '@playwright/test';
import { locales, routeTableLanguages } from '@contract/locales';
import { appPathnames, type AppPathname } from '@/lib/i18n/routing';
import type { ShopInfo } from '@contract/shop-info';
import { apiGet } from './support/shop-api';

const routeNames: Partial<Record<AppPathname, string>> = {
  '/cart': 'cart',
  '/cart/shipping-and-payment': 'cart-shipping-and-payment',
  '/cart/delivery': 'cart-delivery',
  '/cart/summary': 'cart-summary',
  '/login': 'login',
  '/password-reset': 'password-reset',
  '/newsletter/confirm': 'newsletter-confirm',
  '/newsletter/unsubscribe': 'newsletter-unsubscribe',
  '/customer/dashboard': 'customer-dashboard',
  '/customer/account': 'customer-account',
  '/customer/my-orders': 'customer-my-orders',
  '/customer/order/[id]': 'customer-order:id',
  '/customer/my-addresses': 'customer-my-addresses',
  '/customer/favorite-products': 'customer-favorite-products',
};

/** The storefront's routing config and the route table the shop API serves (`GET shop-info`) must agree. */
test.describe('the storefront routing config and the shop route table', () => {
  test('declare the same localized path for every app route in cs, sk and en', async ({ request }) => {
    const { routes: routeTable } = await apiGet<ShopInfo>(request, 'shop-info');
    for (const [pathname, name] of Object.entries(routeNames)) {
      const entry = appPathnames[pathname as AppPathname];
      const route = routeTable[name];
      expect(route, name).toBeDefined();
      for (const locale of locales) {
        const declared = typeof entry === 'string' ? entry : entry[locale];
        expect(`/${route?.slug[routeTableLanguages[locale]]?.replace(':id', '[id]')}`, `${name} ${locale}`).toBe(
          declared,
        );
      }
    }
  });

  test('give the search route a localized path and query parameter in every language', async ({ request }) => {
    const { routes: routeTable } = await apiGet<ShopInfo>(request, 'shop-info');
    for (const locale of locales) {
      const language = routeTableLanguages[locale];
      expect(routeTable.search?.slug[language]).toBeTruthy();
      expect(routeTable.search?.queries.query?.[language]).toBeTruthy();
    }
  });
});
