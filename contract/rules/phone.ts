/**
 * The one phone rule of the shop: a national number of 6 to 15 digits (E.164 allows 15 with the
 * country code; the dial code is a field of its own), typed with the spaces people put in
 * ("777 123 456") and stored as digits alone ("777123456"). Pure (no zod), so a form in every
 * page's first JavaScript can use it too; the zod fields are in `field-schemas.ts`.
 */
export const phoneDigits = { min: 6, max: 15 } as const;

/** Digits with spaces between them, 6 to 15 digits in all (after trimming). */
export const phonePattern = new RegExp(`^\\d(?: *\\d){${phoneDigits.min - 1},${phoneDigits.max - 1}}$`);

/** A phone as it is stored: the digits, without the spaces. */
export function normalizePhone(phone: string): string {
  return phone.replace(/ +/g, '').trim();
}

export function isPhoneNumber(phone: string): boolean {
  return phonePattern.test(phone.trim());
}

/** A dial code: `+` and 1 to 4 digits (`+420`). */
export const dialCodePattern = /^\+\d{1,4}$/;

export function isDialCode(dialCode: string): boolean {
  return dialCodePattern.test(dialCode.trim());
}

/** Countries whose national numbers have one length (Czech Republic and Slovakia: 9 digits). */
const nationalPhoneDigits: Readonly<Record<string, number>> = { CZ: 9, SK: 9 };

/** Whether a phone has the length its country's numbers have (true for a country without one). */
export function fitsCountryPhoneLength(phone: string, alpha2: string): boolean {
  const digits = nationalPhoneDigits[alpha2];
  return digits === undefined || normalizePhone(phone).length === digits;
}
