import { defaultLocale, isLocale, type Locale } from '@contract/locale-codes';

/**
 * The cookies a visitor's browser writes itself. Cached pages are shared by everyone, so they may
 * not set cookies (docs/security-headers.md); what the request interceptor sets on pages rendered
 * per request is written here on the others: the tracking id and the remembered language.
 */
export interface VisitorCookieState {
  trackingId: string | undefined;
  /** The language cookie's value, if any. */
  rememberedLocale: string | undefined;
  /** The language of the page being shown. */
  pageLocale: Locale;
  /** `navigator.languages`: what the browser asks for, best first. */
  browserLanguages: readonly string[];
}

export type VisitorCookieWrite = { cookie: 'tracking-id'; value: string } | { cookie: 'locale'; value: Locale };

/** The language next-intl would pick from the browser's wishes: the first supported one, else the default. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

/**
 * What to write, with next-intl's rule for the language (its middleware's `syncCookie`): remember
 * the page's language when a cookie names another one, or when there is none and the browser
 * would not have picked this language by itself.
 */
export function visitorCookieWrites(state: VisitorCookieState, newTrackingId: () => string): VisitorCookieWrite[] {
  const writes: VisitorCookieWrite[] = [];
  if (!state.trackingId) writes.push({ cookie: 'tracking-id', value: newTrackingId() });
  const outdated = state.rememberedLocale !== undefined && state.rememberedLocale !== state.pageLocale;
  const unasked = state.rememberedLocale === undefined && browserLocale(state.browserLanguages) !== state.pageLocale;
  if (outdated || unasked) writes.push({ cookie: 'locale', value: state.pageLocale });
  return writes;
}

/** A version-4 UUID, the shape the shop API accepts as a tracking id; `randomUUID` needs a secure context. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
