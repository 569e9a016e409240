import { routeTableLanguages, type Locale } from '@contract/locale-codes';
import { routeTable } from './route-table';

/** The route table's names of the storefront pages the API's mails link to. */
export type LinkedPage =
  'login' | 'customer-dashboard' | 'customer-my-addresses' | 'newsletter-confirm' | 'newsletter-unsubscribe';

/**
 * A storefront page in the language, by the shop's route table (which the storefront's routing
 * config follows, e2e/route-table.spec.ts): `{storefront}/{locale}/{localized path}?{query}`.
 */
export function storefrontLink(
  storefrontOrigin: string,
  page: LinkedPage,
  locale: Locale,
  query: Record<string, string> = {},
): string {
  const url = new URL(`/${locale}/${routeTable[page]?.slug[routeTableLanguages[locale]]}`, storefrontOrigin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
