'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { BuildFreshness } from '@/components/build/build-freshness';
import { NoticeToaster } from '@/components/notices/notice-toaster';

/** The loading bar only matters from the first navigation on: loaded after hydration, not with the page. */
const LazyLoadingBar = dynamic(
  () => import('@/components/navigation/loading-bar').then((module) => module.LoadingBar),
  {
    ssr: false,
  },
);

/**
 * Client-side providers shared by every page: React Query, the loading bar, the build-freshness
 * check and the notice toaster. The bar and the toaster load after hydration (docs/benchmarks.md).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyLoadingBar />
      <BuildFreshness />
      <NoticeToaster />
    </QueryClientProvider>
  );
}
