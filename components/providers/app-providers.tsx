'use client';

import type { ReactNode } from 'react';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import { AuthHost } from '@/components/auth/auth-host';
import { SignInProvidersProvider } from '@/components/auth/sign-in-providers-context';
import { BuildFreshness } from '@/components/build/build-freshness';
import { ErrorReportingLoader } from '@/components/error-reporting/error-reporting-loader';
import { LoadingBar } from '@/components/navigation/loading-bar';
import { NoticeToaster } from '@/components/notices/notice-toaster';
import { VisitorCookies } from './visitor-cookies';
// Before any schema parses in the browser: no eval probe under the CSP (lib/security/zod-jitless.ts).
import '@/lib/security/zod-jitless';

/**
 * Client-side providers shared by every page: the loading bar, the build-freshness check, the
 * notice toaster, the visitor's cookies and the session (with the auth modal and the sign-in providers
 * the shop offers). The toaster loads after hydration. React Query is not here: its client is created when first needed
 * (`lib/query/`), so it is not part of every page's first JavaScript (docs/benchmarks.md).
 */
export function AppProviders({
  children,
  signInProviders,
}: {
  children: ReactNode;
  signInProviders: readonly ThirdPartyProvider[];
}) {
  return (
    <SignInProvidersProvider providers={signInProviders}>
      {children}
      <LoadingBar />
      <BuildFreshness />
      <VisitorCookies />
      <NoticeToaster />
      <AuthHost />
      <ErrorReportingLoader />
    </SignInProvidersProvider>
  );
}
