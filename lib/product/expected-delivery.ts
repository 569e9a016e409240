/** When an item not on the shelf is expected, before translation. */
export type ExpectedDelivery =
  | { kind: 'range'; from: string; until: string }
  | { kind: 'from'; date: string }
  | { kind: 'until'; date: string }
  | { kind: 'days'; days: number }
  | { kind: 'none' };

const intlLocales: Record<string, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' };

/**
 * A date-only value (`2027-03-14`) in the shopper's language. It is read and written in UTC, so
 * the day never shifts with the server's or the browser's time zone and both render the same text.
 */
export function formatDateOnly(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(intlLocales[locale] ?? locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utc);
}

/** Expected dates first (a range, or one end), else the usual shipping days. */
export function expectedDelivery(
  item: { expected_date_min: string | null; expected_date_max: string | null; expected_days?: number | null },
  locale: string,
): ExpectedDelivery {
  const { expected_date_min: min, expected_date_max: max } = item;
  if (min && max)
    return min === max
      ? { kind: 'until', date: formatDateOnly(max, locale) }
      : { kind: 'range', from: formatDateOnly(min, locale), until: formatDateOnly(max, locale) };
  if (min) return { kind: 'from', date: formatDateOnly(min, locale) };
  if (max) return { kind: 'until', date: formatDateOnly(max, locale) };
  if (item.expected_days) return { kind: 'days', days: item.expected_days };
  return { kind: 'none' };
}
