'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthHost } from '@/components/auth/auth-host';
import { BuildFreshness } from '@/components/build/build-freshness';
import { LoadingBar } from '@/components/navigation/loading-bar';
import { NoticeToaster } from '@/components/notices/notice-toaster';
import { VisitorCookies } from './visitor-cookies';

/**
 * Client-side providers shared by every page: React Query, the loading bar, the build-freshness
 * check, the notice toaster, the visitor's cookies and the session (with the auth modal). The
 * toaster loads after hydration (docs/benchmarks.md).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LoadingBar />
      <BuildFreshness />
      <VisitorCookies />
      <NoticeToaster />
      <AuthHost />
    </QueryClientProvider>
  );
}
