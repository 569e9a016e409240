'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { BuildFreshness } from '@/components/build/build-freshness';
import { LoadingBar } from '@/components/navigation/loading-bar';
import { toasterSettings } from '@/lib/notices/toaster-settings';

/** Client-side providers shared by every page: React Query, the loading bar, the build-freshness check and the notice toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LoadingBar>{children}</LoadingBar>
      <BuildFreshness />
      <Toaster
        duration={toasterSettings.durationMs}
        visibleToasts={toasterSettings.maxVisible}
        position="top-right"
        closeButton
        style={{ ['--width' as string]: `${toasterSettings.widthPx}px` }}
      />
    </QueryClientProvider>
  );
}
