'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SocialiteProvider } from '@contract/entities/customer';

const SignInProvidersContext = createContext<readonly SocialiteProvider[]>([]);

/** The sign-in providers the shop offers, read once by the locale layout for every auth form. */
export function SignInProvidersProvider({
  providers,
  children,
}: {
  providers: readonly SocialiteProvider[];
  children: ReactNode;
}) {
  return <SignInProvidersContext value={providers}>{children}</SignInProvidersContext>;
}

export function useSignInProviders(): readonly SocialiteProvider[] {
  return useContext(SignInProvidersContext);
}
