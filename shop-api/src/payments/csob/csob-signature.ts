import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * ČSOB eAPI 1.9 signatures: the fields of a request or an answer joined with `|` in the order the
 * eAPI documents for that call (a field that is absent is left out, not written empty), signed
 * RSA-SHA256 (PKCS#1 v1.5) and written in base64.
 */

type Field = string | number | boolean | null | undefined;

export function csobSigningText(fields: readonly Field[]): string {
  return fields
    .filter((field) => field !== null && field !== undefined)
    .map((field) => String(field))
    .join('|');
}

export function csobSign(fields: readonly Field[], privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(csobSigningText(fields), 'utf8').sign(privateKey, 'base64');
}

export function csobVerify(fields: readonly Field[], signature: unknown, publicKey: KeyObject): boolean {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 1024) return false;
  try {
    return createVerify('RSA-SHA256').update(csobSigningText(fields), 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** ČSOB's timestamp: `YYYYMMDDHHMMSS` (here in UTC). */
export function csobDttm(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The fields of an answer (init, status, process) and of the return, in their signing order. */
export function csobAnswerFields(answer: Record<string, unknown>): Field[] {
  const pick = (name: string) => answer[name] as Field;
  return [
    pick('payId'),
    pick('dttm'),
    pick('resultCode'),
    pick('resultMessage'),
    pick('paymentStatus'),
    pick('authCode'),
    pick('merchantData'),
    pick('statusDetail'),
  ];
}
