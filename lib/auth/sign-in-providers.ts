import 'server-only';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import type { Locale } from '@contract/locales';
import { getShopInfo } from '@/lib/data/shop-info';
import { secondaryRead } from '@/lib/data/secondary-read';

/**
 * The third-party sign-in providers the shop API offers (shop info's `sign_in_providers`: in
 * production only those with real credentials). When the API cannot say, no button is shown rather
 * than one that would fail.
 */
export async function signInProviders(locale: Locale): Promise<ThirdPartyProvider[]> {
  const read = await secondaryRead({ resource: 'shop-info', section: 'sign-in providers' }, () => getShopInfo(locale));
  return read.ok ? read.data.sign_in_providers : [];
}
