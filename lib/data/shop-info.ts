import 'server-only';
import { catalogueApi } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import type { Locale } from '@contract/locales';
import { ShopInfoSchema, type ShopInfo } from '@contract/shop-info';
import { cached, catalogueLifetime } from './cache-policy';

/** Shop-wide settings and the route table (the search and blog paths in each language). */
export function getShopInfo(locale: Locale): Promise<ShopInfo> {
  return catalogueApi({ locale }).get(ShopInfoSchema, 'shop-info', {
    ...cached({ tags: [catalogueTag, listTags.shopInfo], revalidate: catalogueLifetime }),
  });
}
