import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appPathnames, type AppPathname } from '@/lib/i18n/routing';
import { text, type E2eLocale } from './messages';
import { setProductStock } from './product-stock';
import { apiGet } from './shop-api';

/**
 * The auth flows in any of the three languages (docs/customer-accounts-storefront.md, "Browser
 * tests"): paths from the storefront's routing config, texts from its messages.
 */

export const authLocales: E2eLocale[] = ['cs', 'sk', 'en'];

/** The app routes without a parameter. */
type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/** An app route's path in a language, as `lib/i18n/routing.ts` declares it (`/cs/prihlaseni`). */
export function localizedPath(locale: E2eLocale, pathname: StaticPathname): string {
  const entry = appPathnames[pathname];
  const path = typeof entry === 'string' ? entry : entry[locale];
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A message of the `auth` namespace. */
export const authText = (locale: E2eLocale, path: string, values?: Record<string, string>) =>
  text(locale, 'auth', path, values);

/** A notice of the `authNotices` namespace (login, logout, session_refresh_failed, …). */
export const authNotice = (locale: E2eLocale, key: string) => text(locale, 'authNotices', key);

/** The header's "Log in" link of a signed-out shopper. */
export const headerLoginLink = (page: Page, locale: E2eLocale) =>
  page.getByRole('banner').getByRole('link', { name: authText(locale, 'account.login'), exact: true });

/** The header's "My account" link: shown only to a signed-in customer. */
export const headerAccountLink = (page: Page, locale: E2eLocale) =>
  page.getByRole('banner').getByRole('link', { name: authText(locale, 'account.myAccount'), exact: true });

/** The auth modal in one of its views (its title names the dialog). */
export const authDialog = (page: Page, locale: E2eLocale, view: 'login' | 'registration' | 'password-reset') =>
  page.getByRole('dialog', { name: authText(locale, `modal.${view}`) });

/** Opens the auth modal from the header once the page has hydrated (before, the link goes to the login page). */
export async function openLoginModalIn(page: Page, locale: E2eLocale): Promise<void> {
  const link = headerLoginLink(page, locale);
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.click();
  await expect(authDialog(page, locale, 'login')).toBeVisible();
}

/** Logs in through the header's modal and waits for the success notice. */
export async function loginInModalIn(page: Page, locale: E2eLocale, email: string, password: string): Promise<void> {
  await openLoginModalIn(page, locale);
  const modal = authDialog(page, locale, 'login');
  await modal.getByLabel(authText(locale, 'login.email')).fill(email);
  await modal.getByLabel(authText(locale, 'login.password'), { exact: true }).fill(password);
  await modal.getByRole('button', { name: authText(locale, 'login.submit'), exact: true }).click();
  await expect(page.getByText(authNotice(locale, 'login'))).toBeVisible();
  await expect(modal).toBeHidden();
}

export interface ProductInLocale {
  /** The product page's path in the language. */
  path: string;
  /** The product's name in the language, as the page and the cart show it. */
  name: string;
}

/**
 * A product's page and name in a language, from the shop API (demo data: product 12 is the cap).
 * Every cart these specs fill holds (reserves) its units for 30 minutes, and the cap is also the
 * demo shop's product gift: its stock is raised through the back-office API first, so a run of
 * many specs never finds it sold out.
 */
export async function productIn(request: APIRequestContext, locale: E2eLocale, id = 12): Promise<ProductInLocale> {
  await setProductStock(request, id, 1000);
  const product = await apiGet<{ name: string; _embedded: { urls: Record<E2eLocale, string> } }>(
    request,
    `products/${id}?embed=urls`,
    locale,
  );
  return { path: `/${locale}/${product._embedded.urls[locale]}`, name: product.name };
}

/** The product page's "Add to cart" button. */
export const addToCartButton = (page: Page, locale: E2eLocale) =>
  page.getByRole('button', { name: text(locale, 'product', 'addToCart'), exact: true });

/** Adds the product on its (open) page and waits for the "is in your cart" notice. */
export async function addToCartOnPage(page: Page, locale: E2eLocale, product: ProductInLocale): Promise<void> {
  await addToCartButton(page, locale).click();
  await expect(page.getByText(text(locale, 'cart', 'success.itemAdded', { name: product.name }))).toBeVisible();
}
