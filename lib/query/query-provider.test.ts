// @vitest-environment jsdom
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createElement, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryProvider } from './query-provider';
import { loadedQueryClient, loadQueryClient, useLoadedQueryClient } from './shared-query-client';

const seen: { provided?: QueryClient; loaded: (QueryClient | null)[] } = { loaded: [] };
const sawProvided = (client: QueryClient) => (seen.provided = client);
const sawLoaded = (client: QueryClient | null) => seen.loaded.push(client);

function ProvidedClient() {
  const client = useQueryClient();
  useEffect(() => void sawProvided(client), [client]);
  return null;
}

function LoadedClient() {
  const client = useLoadedQueryClient();
  useEffect(() => void sawLoaded(client), [client]);
  return null;
}

describe('the page query client', () => {
  it('is one client, whether a provider or a lazy island creates it, and islands without a provider see it appear', async () => {
    render(createElement(LoadedClient));
    expect(seen.loaded).toEqual([null]);
    // A lazy island with React Query's provider mounts (the mini-cart's live half, the search suggestions).
    await act(async () => {
      render(createElement(QueryProvider, null, createElement(ProvidedClient)));
    });
    const client = loadedQueryClient();
    expect(client).not.toBeNull();
    expect(seen.provided).toBe(client);
    expect(seen.loaded.at(-1)).toBe(client);
    // Add to cart, the logout and the cart transfer load it: the same client with the same cache.
    expect(await loadQueryClient()).toBe(client);
  });
});
