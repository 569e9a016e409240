/** The shop's own time zone: a day (of an order, a payment, an invoice) is a day in Prague. */
export const shopTimeZone = 'Europe/Prague';

/**
 * A date written out for a shopper (`2. září 2026`, `2. 9. 2026`, `September 2, 2026`) in the shop's
 * time zone. `iso` is a date-time, or a bare date (`2026-09-02`, read as that day). Anything that
 * is no date is given back as it came.
 */
export function formatShopDate(iso: string, locale: string, dateStyle: 'long' | 'medium' = 'long'): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle, timeZone: shopTimeZone }).format(date);
}
