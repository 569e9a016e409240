import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The page's one React Query client, created when something first needs it instead of with every
 * page (docs/benchmarks.md, "First-load JavaScript, session 17"). This module is what the eager
 * islands import (the header's mini-cart, account button and price switch, add to cart, the
 * session host): it holds the client once it exists and loads React Query on demand, with no
 * runtime import of React Query itself. Islands that run queries are lazy and wrap themselves in
 * `QueryProvider` (`query-provider.tsx`), which provides this same client.
 */

let shared: QueryClient | null = null;
let loading: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

/** The page's client if it has been created, else null (always null while rendering on the server). */
export function loadedQueryClient(): QueryClient | null {
  return shared;
}

/**
 * Makes `client` the page's client (`pageQueryClient` does it on first use; a test installs its
 * own). Listeners are told after the current task, since this may run during a render.
 */
export function shareQueryClient(client: QueryClient): void {
  shared = client;
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's client, loading React Query and creating the client first if needed. Browser only. */
export function loadQueryClient(): Promise<QueryClient> {
  if (shared) return Promise.resolve(shared);
  loading ??= import('./query-client').then(
    ({ pageQueryClient }) => pageQueryClient(),
    (error: unknown) => {
      // A chunk that failed to load (offline, a new build) may load on the next try.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The page's client once it exists (null during server rendering and hydration, and until then),
 * re-rendering when it appears. Reading it never loads React Query.
 */
export function useLoadedQueryClient(): QueryClient | null {
  return useSyncExternalStore(subscribeQueryClient, loadedQueryClient, () => null);
}
