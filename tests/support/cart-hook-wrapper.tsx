import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messagesByLocale } from '@/lib/i18n/messages';
import type { Locale } from '@contract/locales';

/** A fresh query client without retries, as a test of a cart hook or island wants it. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

/** The providers the cart's hooks and islands need: React Query and next-intl with the real messages. */
export function cartProviders(queryClient: QueryClient, locale: Locale = 'en') {
  return function CartProviders({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  };
}

/** Removes every cookie the cart tests touch. */
export function clearCartCookies(): void {
  for (const name of ['cart_id', 'currency', 'tracking_id']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}
