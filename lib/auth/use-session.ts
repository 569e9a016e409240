'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { MeResponseSchema } from '@contract/calls/auth';
import type { Customer, Me } from '@contract/entities/customer';
import type { Locale } from '@contract/locales';
import { getBrowserApi } from '@/lib/api/browser-api';
import { useSessionStore, type SessionStatus } from '@/stores/session-store';
import { ensureSession } from './browser-session';

/** The React Query key of the signed-in customer's identity (`GET /auth/me`). */
export const meQueryKey = ['me'] as const;

export const fetchMe = (locale: Locale, signal?: AbortSignal) =>
  getBrowserApi(locale).get(MeResponseSchema, 'auth/me', { signal });

/** Loads the identity now (after a login) and keeps it under `meQueryKey`. */
export function loadMe(queryClient: QueryClient, locale: Locale): Promise<Me> {
  return queryClient.fetchQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(locale, signal),
    staleTime: 0,
  });
}

export interface SessionView {
  status: SessionStatus;
  /** `GET /auth/me` of the signed-in customer; null for a guest and while it loads. */
  me: Me | null;
  customer: Customer | null;
}

/**
 * Who the shopper is: `unknown` until the page has checked (the first use settles it: a refresh
 * when the session hint cookie is there), then `guest` or `customer` with the identity loaded.
 */
export function useSession(): SessionView {
  const status = useSessionStore((state) => state.status);
  const locale = useLocale() as Locale;
  useEffect(() => {
    if (status === 'unknown') void ensureSession();
  }, [status]);
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(locale, signal),
    enabled: status === 'customer',
    staleTime: 60_000,
  });
  const me = status === 'customer' ? (query.data ?? null) : null;
  return { status, me, customer: me?.customer ?? null };
}
