/**
 * IBANs for payment QR codes: normalizing, checking (ISO 13616 mod 97) and turning a Czech or
 * Slovak domestic account number (`[prefix-]number/bank`) into its IBAN. Pure, no dependencies, so
 * the storefront and the shop API (e-mail) build the same QR payload.
 */

/** Spaces removed, letters upper-cased: `cz65 0800 …` → `CZ650800…`. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The remainder mod 97 of a string of digits and letters (A = 10 … Z = 35), chunk by chunk. */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : character;
    remainder = Number(`${remainder}${digits}`) % 97;
  }
  return remainder;
}

/** Whether `value` (normalized first) is an IBAN: country, check digits, 11–30 characters of account, mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Czech and Slovak account numbers end in a mod 11 check over these weights (right-aligned); `passesMod11` checks a prefix or a number. */
const weights = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

export function passesMod11(digits: string): boolean {
  const padded = digits.padStart(weights.length, '0');
  const sum = [...padded].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 11 === 0;
}

/**
 * The IBAN of a Czech or Slovak domestic account number (`19-2000145399/0800`, `2000145399/0800`):
 * country, check digits, bank code, prefix (6 digits) and number (10 digits). Null when the text is
 * not such an account or its prefix or number fails the mod 11 check.
 */
export function domesticAccountToIban(account: string, country: 'CZ' | 'SK'): string | null {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(account.replace(/\s+/g, ''));
  if (!match) return null;
  const [, prefix = '', number = '', bank = ''] = match;
  if (!passesMod11(prefix) || !passesMod11(number) || /^0+$/.test(number)) return null;
  const bban = `${bank}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`;
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}
