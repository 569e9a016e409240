import type { APIRequestContext } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';

export const apiUrl = `http://localhost:${e2ePorts.api}`;

/** Reads the shop API directly, to know what the storefront should show without hard-coding demo data. */
export async function apiGet<T>(request: APIRequestContext, path: string, language = 'en'): Promise<T> {
  const response = await request.get(`${apiUrl}/${path}`, { headers: { 'Language-Preference': language } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}
