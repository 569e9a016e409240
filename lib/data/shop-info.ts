import 'server-only';
import { catalogueApi } from '@/lib/api/catalogue-api';
import { ShopInfoSchema, type ShopInfo } from '@contract/shop-info';
import type { Locale } from '@contract/locales';

/** Shop-wide settings and the route table; cached with the catalogue tag. */
export function getShopInfo(locale: Locale): Promise<ShopInfo> {
  return catalogueApi({ locale }).get(ShopInfoSchema, 'shop-info');
}
