import type { Locale } from '@contract/locales';

/**
 * The shop's own time zone: a publish time is shown as the calendar day it was in the shop, the
 * same for every visitor and for the server and the browser (no hydration mismatch).
 */
const shopTimeZone = 'Europe/Prague';

/** A publish time as a long localized date: "3. března 2025", "3. marca 2025", "March 3, 2025". Null for a missing or invalid date. */
export function formatArticleDate(iso: string | null | undefined, locale: Locale): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: shopTimeZone }).format(date);
}

/** The calendar day of a publish time in the shop's time zone (`2025-03-03`), for `<time dateTime>`. */
export function articleDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: shopTimeZone,
  }).format(date);
}
