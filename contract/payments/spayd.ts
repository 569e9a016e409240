import { isValidIban, normalizeIban } from './iban';

/**
 * The Czech "Short Payment Descriptor" (SPAYD, "QR Platba", Czech Banking Association standard
 * since 2012, version 1.0): `SPD*1.0*ACC:<IBAN>[+<BIC>]*AM:<amount>*CC:<currency>*…*X-VS:<symbol>`.
 * Keys are upper-case, each value ends at the next `*`; a `*` inside a value is written `%2A` and
 * readers percent-decode values, so `%` is written `%25` and any character outside printable ASCII
 * is percent-encoded (UTF-8). Text is written without diacritics first: Czech letters such as ř
 * are outside ISO-8859-1, and banking apps read plain letters best.
 */
export interface SpaydPayment {
  /** The recipient's IBAN (ACC); spaces allowed. */
  iban: string;
  /** The recipient bank's BIC/SWIFT code, appended to ACC as `+BIC`. */
  bic?: string | null;
  /** AM: above 0, at most 9 999 999.99; written with two decimals. */
  amount?: number | null;
  /** CC: ISO 4217 code (`CZK`, `EUR`). */
  currency?: string | null;
  /** RF: the sender's reference, up to 16 digits. */
  reference?: string | null;
  /** RN: the recipient's name, cut to 35 characters. */
  recipientName?: string | null;
  /** DT: the due date, `YYYY-MM-DD`. */
  dueDate?: string | null;
  /** MSG: the message for the recipient, cut to 60 characters. */
  message?: string | null;
  /** X-VS, X-SS, X-KS: the Czech variable, specific and constant symbols, up to 10 digits each. */
  variableSymbol?: string | number | null;
  specificSymbol?: string | number | null;
  constantSymbol?: string | number | null;
}

export interface SpaydFieldError {
  field: keyof SpaydPayment;
  message: string;
}

export type SpaydResult = { ok: true; value: string } | { ok: false; errors: SpaydFieldError[] };

/** Text lengths of the standard, counted on the decoded value. */
export const spaydLimits = { recipientName: 35, message: 60, reference: 16, symbol: 10, amount: 10 } as const;

/** Letters without their diacritics (NFD, combining marks removed): `Žluťoučký` → `Zlutoucky`. */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** A value as SPAYD writes it: `*` and `%` and anything outside printable ASCII percent-encoded. */
export function escapeSpaydValue(value: string): string {
  return [...value]
    .map((character) =>
      character === '*' || character === '%' || !/^[\x20-\x7e]$/.test(character)
        ? encodeURIComponent(character).replace(/\*/g, '%2A')
        : character,
    )
    .join('');
}

/** Text (name, message): no diacritics, runs of white space as one space, trimmed and cut to `limit`. */
function text(value: string, limit: number): string {
  return [...withoutDiacritics(value).replace(/\s+/g, ' ').trim()].slice(0, limit).join('');
}

function formatAmount(amount: number): string | null {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents < 1) return null;
  const formatted = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return formatted.length <= spaydLimits.amount ? formatted : null;
}

function formatDate(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const real = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return real ? date.replace(/-/g, '') : null;
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== '';

/**
 * The SPAYD string of a payment, or the fields that cannot be written. Attributes come in the
 * standard's order (ACC, AM, CC, RF, RN, DT, MSG, X-VS, X-SS, X-KS); absent ones are left out.
 */
export function buildSpayd(payment: SpaydPayment): SpaydResult {
  const errors: SpaydFieldError[] = [];
  const attributes: [string, string][] = [];
  const fail = (field: keyof SpaydPayment, message: string) => errors.push({ field, message });

  const iban = normalizeIban(payment.iban);
  if (!isValidIban(iban)) fail('iban', 'Give a valid IBAN.');
  const bic = present(payment.bic) ? payment.bic.replace(/\s+/g, '').toUpperCase() : null;
  if (bic !== null && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    fail('bic', 'Give a BIC of 8 or 11 characters.');
  attributes.push(['ACC', bic ? `${iban}+${bic}` : iban]);

  if (present(payment.amount)) {
    const amount = formatAmount(payment.amount);
    if (amount === null) fail('amount', 'Give an amount from 0.01 to 9999999.99.');
    else attributes.push(['AM', amount]);
  }
  if (present(payment.currency)) {
    const currency = payment.currency.toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) fail('currency', 'Give a three-letter ISO 4217 currency code.');
    else attributes.push(['CC', currency]);
  }
  if (present(payment.reference)) {
    if (!/^\d{1,16}$/.test(payment.reference)) fail('reference', 'Give a reference of up to 16 digits.');
    else attributes.push(['RF', payment.reference]);
  }
  if (present(payment.recipientName)) {
    const name = text(payment.recipientName, spaydLimits.recipientName);
    if (name) attributes.push(['RN', name]);
  }
  if (present(payment.dueDate)) {
    const date = formatDate(payment.dueDate);
    if (date === null) fail('dueDate', 'Give a date as YYYY-MM-DD.');
    else attributes.push(['DT', date]);
  }
  if (present(payment.message)) {
    const message = text(payment.message, spaydLimits.message);
    if (message) attributes.push(['MSG', message]);
  }
  const symbols = [
    ['variableSymbol', 'X-VS'],
    ['specificSymbol', 'X-SS'],
    ['constantSymbol', 'X-KS'],
  ] as const;
  for (const [field, key] of symbols) {
    const value = payment[field];
    if (!present(value)) continue;
    const symbol = String(value);
    if (!/^\d{1,10}$/.test(symbol)) fail(field, 'Give a symbol of up to 10 digits.');
    else attributes.push([key, symbol]);
  }

  if (errors.length > 0) return { ok: false, errors };
  const body = attributes.map(([key, value]) => `${key}:${escapeSpaydValue(value)}`).join('*');
  return { ok: true, value: `SPD*1.0*${body}` };
}
