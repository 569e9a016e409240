import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messagesByLocale } from '@/lib/i18n/messages';
import { shareQueryClient } from '@/lib/query/shared-query-client';
import type { Locale } from '@contract/locales';

/** A fresh query client without retries, as a test of a cart hook or island wants it. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

/**
 * The providers the cart's hooks and islands need: React Query and next-intl with the real
 * messages. The client becomes the page's shared one too (`lib/query/`), which the header's
 * mini-cart and add to cart read without a provider.
 */
export function cartProviders(queryClient: QueryClient, locale: Locale = 'en') {
  shareQueryClient(queryClient);
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
