import type { Locale } from '@contract/locales';

/** A date of the customer area in the shopper's language (23. 11. 2026, 11/23/2026). */
export function formatCustomerDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** Credit amounts: whole numbers with grouping, and a sign for what was received or spent. */
export function formatCredits(amount: number, locale: Locale, signed = false): string {
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Math.abs(amount));
  if (!signed || amount === 0) return amount < 0 ? `−${text}` : text;
  return amount > 0 ? `+${text}` : `−${text}`;
}

/** The person a greeting names: the first name, else the e-mail's local part. */
export function greetingName(customer: { first_name: string | null; email: string }): string {
  const first = customer.first_name?.trim();
  return first || customer.email.split('@')[0] || customer.email;
}
