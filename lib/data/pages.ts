import 'server-only';
import { cache } from 'react';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getServerApi } from '@/lib/api/server-api';
import { PageSchema, type Page } from '@/lib/contract/page';

/**
 * The page at a catalogue path, as the shop API resolves it; null when no page lives there.
 * Cached per request so metadata and the page body share one lookup.
 */
export const getPage = cache(async (path: string): Promise<Page | null> => {
  const api = await getServerApi();
  try {
    return await api.get(PageSchema, 'page', { rawPath: path });
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});
