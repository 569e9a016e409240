'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { ShopInfoSchema } from '@contract/shop-info';
import { useCustomerApi } from '@/lib/customer/use-customer-api';

/** A country the pick-up address offers: the shop's active ones, named in the page's language. */
export interface PickupCountry {
  id: number;
  name: string;
  alpha2: string;
  dial_code: string;
}

/** The shop's active countries (`GET /shop-info`), for the pick-up address's country and dial codes. */
export function usePickupCountries(): PickupCountry[] {
  const api = useCustomerApi();
  const locale = useLocale();
  const info = useQuery({
    queryKey: ['shop-info', locale],
    queryFn: ({ signal }) => api.get(ShopInfoSchema, 'shop-info', { signal }),
    staleTime: 60 * 60 * 1000,
  });
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (info.data?.countries ?? [])
    .filter((country) => country.is_active)
    .sort((a, b) => Number(b.is_default) - Number(a.is_default))
    .map(({ id, name, alpha2, dial_code }) => ({ id, name: names.of(alpha2) ?? name, alpha2, dial_code }));
}
