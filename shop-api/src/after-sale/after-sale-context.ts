import type { Locale } from '@contract/locale-codes';
import type { Database } from '../db/client';
import { ApiError, type ApiFieldError } from '../http/api-error';
import type { Text } from '../messages/message';
import type { AfterSaleCaller } from './after-sale-access';
import type { AfterSaleSigner } from './after-sale-links';

/** What every return and complaint call works with: the database, the signer, the caller and the request's language. */
export interface AfterSaleContext {
  db: Database;
  signer: AfterSaleSigner;
  caller: AfterSaleCaller;
  locale: Locale;
  publicUrl: string;
  now: Date;
}

/** A refusal of a rule: a 422 on the field it is about. */
export function refused(field: string, message: Text): ApiError {
  return ApiError.validation([{ field, message }], message);
}

/** Throws the collected field errors as one 422 when there are any. */
export function refuseAll(errors: ApiFieldError[]): void {
  const first = errors[0];
  if (first) throw ApiError.validation(errors, first.message);
}

/** `VR-26-000012` (a return) or `RK-26-000034` (a complaint): the number on the slip. */
export function documentNumber(prefix: 'VR' | 'RK', id: number, at: Date): string {
  return `${prefix}-${String(at.getUTCFullYear() % 100).padStart(2, '0')}-${String(id).padStart(6, '0')}`;
}

/** A bank account as stored: spaces out, letters upper-cased; the other pair cleared when one is given. */
export function storedBankAccount(body: {
  bank_account_number?: string | null;
  bank_code?: string | null;
  bank_account_iban?: string | null;
  bank_swift_code?: string | null;
}) {
  const clean = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : value.replace(/\s+/g, '').toUpperCase();
  const patch = {
    bankAccountNumber: clean(body.bank_account_number),
    bankCode: clean(body.bank_code),
    bankAccountIban: clean(body.bank_account_iban),
    bankSwiftCode: clean(body.bank_swift_code),
  };
  if (patch.bankAccountNumber || patch.bankCode) {
    patch.bankAccountIban = null;
    patch.bankSwiftCode = null;
  } else if (patch.bankAccountIban || patch.bankSwiftCode) {
    patch.bankAccountNumber = null;
    patch.bankCode = null;
  }
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<typeof patch>;
}
