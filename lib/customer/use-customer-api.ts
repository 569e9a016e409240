import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@contract/locales';
import type { ApiClient } from '@/lib/api/api-client';
import { getBrowserApi } from '@/lib/api/browser-api';
import { useSession } from '@/lib/auth/use-session';

/** React Query keys of the customer area; everything under `customer` is dropped at logout. */
export const customerKeys = {
  all: ['customer'] as const,
  orders: (page: number) => ['customer', 'orders', page] as const,
  order: (id: number) => ['customer', 'order', id] as const,
  addresses: ['customer', 'addresses'] as const,
  accounts: ['customer', 'accounts'] as const,
  usages: (page: number) => ['customer', 'usages', page] as const,
  wishListItems: ['customer', 'wish-list'] as const,
};

/** The browser client of the shop API in the page's language (it adds the session's bearer). */
export function useCustomerApi(): ApiClient {
  const locale = useLocale() as Locale;
  return useMemo(() => getBrowserApi(locale), [locale]);
}

/** A read of the signed-in customer's data: it waits until the session says a customer is there. */
export function useCustomerQuery<T>(
  key: QueryKey,
  read: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  refresh: { refetchInterval?: number; refetchOnWindowFocus?: boolean } = {},
) {
  const api = useCustomerApi();
  const { status } = useSession();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => read(api, signal),
    enabled: status === 'customer',
    ...refresh,
  });
}
