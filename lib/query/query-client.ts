import { QueryClient } from '@tanstack/react-query';
import { loadedQueryClient, shareQueryClient } from './shared-query-client';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * The page's React Query client: in the browser one per page load, shared by every island however
 * it got there (`QueryProvider`, `loadQueryClient`); on the server a new one per call, so no
 * request ever sees another's cache.
 */
export function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  const existing = loadedQueryClient();
  if (existing) return existing;
  const client = createQueryClient();
  shareQueryClient(client);
  return client;
}
