'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { toasterSettings } from '@/lib/notices/toaster-settings';

/** Client-side providers shared by every page: React Query for client data and the notice toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
