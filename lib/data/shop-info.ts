import 'server-only';
import { cache } from 'react';
import { getServerApi } from '@/lib/api/server-api';
import { ShopInfoSchema, type ShopInfo } from '@/lib/contract/shop-info';

/** Shop-wide settings and the route table; they change rarely, so the fetch is cached for five minutes. */
export const getShopInfo = cache(async (): Promise<ShopInfo> => {
  const api = await getServerApi();
  return api.get(ShopInfoSchema, 'shop-info', { next: { revalidate: 300 } });
});
