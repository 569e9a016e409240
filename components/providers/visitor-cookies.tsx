'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@contract/locale-codes';
import { readCookie, writeCookie } from '@/lib/api/browser-cookies';
import { trackingIdCookie, trackingIdMaxAge } from '@/lib/api/cookie-names';
import { randomUuid, visitorCookieWrites } from '@/lib/cookies/visitor-cookies';
import { localeCookie } from '@/lib/i18n/app-pathnames';

/**
 * Writes the tracking id and the remembered language after the page has loaded, when they are
 * missing or out of date: cached pages may not carry a `Set-Cookie` (docs/security-headers.md).
 */
export function VisitorCookies() {
  const pageLocale = useLocale() as Locale;
  useEffect(() => {
    const writes = visitorCookieWrites(
      {
        trackingId: readCookie(trackingIdCookie),
        rememberedLocale: readCookie(localeCookie.name),
        pageLocale,
        browserLanguages: navigator.languages ?? [navigator.language],
      },
      randomUuid,
    );
    for (const write of writes) {
      if (write.cookie === 'tracking-id') writeCookie(trackingIdCookie, write.value, trackingIdMaxAge);
      else writeCookie(localeCookie.name, write.value, localeCookie.maxAge);
    }
  }, [pageLocale]);
  return null;
}
