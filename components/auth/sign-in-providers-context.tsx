'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ThirdPartyProvider } from '@contract/entities/customer';

const SignInProvidersContext = createContext<readonly ThirdPartyProvider[]>([]);

/** The sign-in providers the shop offers, read once by the locale layout for every auth form. */
export function SignInProvidersProvider({
  providers,
  children,
}: {
  providers: readonly ThirdPartyProvider[];
  children: ReactNode;
}) {
  return <SignInProvidersContext value={providers}>{children}</SignInProvidersContext>;
}

export function useSignInProviders(): readonly ThirdPartyProvider[] {
  return useContext(SignInProvidersContext);
}
