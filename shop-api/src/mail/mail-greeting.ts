import type { Locale } from '@contract';

/**
 * The first line of every mail. Czech and Slovak address a person in the vocative, which a name as
 * typed ("Řehoř Nováček") is not, so they greet without it; English greets by the name when there
 * is one.
 */
export function mailGreeting(locale: Locale, name: string): string {
  if (locale === 'cs') return 'Dobrý den,';
  if (locale === 'sk') return 'Dobrý deň,';
  const trimmed = name.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}
