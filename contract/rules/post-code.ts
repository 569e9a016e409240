/**
 * The one post code rule: 2 to 11 letters, digits, spaces or hyphens starting with a letter or
 * digit; Czech and Slovak ones are five digits, written `123 45` (the space optional when typed).
 * Pure (no zod); the zod field is in `field-schemas.ts`.
 */
export const postCodePattern = /^[0-9A-Za-z][0-9A-Za-z -]{1,10}$/;

const czechSlovak = ['CZ', 'SK'];
const czechSlovakPostCode = /^\d{3} ?\d{2}$/;

/** Whether a country writes its post codes (and phones and company ids) the Czech and Slovak way. */
export function isCzechOrSlovak(alpha2: string | null | undefined): boolean {
  return alpha2 !== null && alpha2 !== undefined && czechSlovak.includes(alpha2);
}

/** Whether a post code has its country's form (true for a country without its own rule). */
export function fitsCountryPostCode(postCode: string, alpha2: string): boolean {
  return !isCzechOrSlovak(alpha2) || czechSlovakPostCode.test(postCode.trim());
}

/** `12345` or `123 45` → `123 45` for Czech and Slovak post codes; others as typed, trimmed and upper-case. */
export function normalizePostCode(postCode: string, alpha2: string | null | undefined): string {
  const trimmed = postCode.trim().toUpperCase();
  const digits = trimmed.replace(/\s+/g, '');
  if (isCzechOrSlovak(alpha2) && /^\d{5}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  return trimmed;
}
