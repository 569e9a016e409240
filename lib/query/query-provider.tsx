'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { pageQueryClient } from './query-client';

/**
 * React Query's provider with the page's shared client, for what runs queries or mutations
 * (`useQuery`, `useMutation`, `useQueryClient`). It is not in the locale layout, so catalogue pages
 * do not load React Query with their first JavaScript: the cart, customer and login layouts wrap
 * their pages in it, and the lazy islands of other pages (the mini-cart's live half, the search
 * suggestions, the wish-list heart, the review form, the auth modal) wrap themselves.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(pageQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * `Island` under its own `QueryProvider`: how a lazily loaded island that runs React Query (the
 * mini-cart's live half, the search suggestions, the wish-list heart, the review form, the auth
 * modal) brings the provider that catalogue pages do not have.
 */
export function withQueryProvider<Props extends object>(Island: ComponentType<Props>): ComponentType<Props> {
  function WithQueryProvider(props: Props) {
    return (
      <QueryProvider>
        <Island {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Island.displayName ?? Island.name})`;
  return WithQueryProvider;
}
