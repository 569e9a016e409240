import { isValidIban, passesMod11 } from '../payments/iban';

/**
 * The one rule of a bank account a shopper gives for money back (docs/returns-and-complaints.md,
 * "Bank account"): a Czech or Slovak domestic account (`[prefix-]number` and a four-digit bank
 * code, each part passing the mod 11 check over the weights 6, 3, 7, 9, 10, 5, 8, 4, 2, 1), or an
 * IBAN (ISO 13616, mod 97) with its SWIFT/BIC. Pure, no zod: the storefront's form checks with it.
 */

export interface BankAccountFields {
  bank_account_number?: string | null;
  bank_code?: string | null;
  bank_account_iban?: string | null;
  bank_swift_code?: string | null;
}
export type BankAccountField = keyof BankAccountFields;

export const bankAccountMessages = {
  missing: 'Enter an account number and bank code, or an IBAN and SWIFT code.',
  number: 'Enter the account number as digits, with a prefix before a hyphen if it has one (19-2000145399).',
  numberChecksum: 'This account number does not exist (its check digits are wrong).',
  numberNeedsCode: 'Enter the bank code too.',
  code: 'A bank code has 4 digits.',
  codeNeedsNumber: 'Enter the account number too.',
  iban: 'This IBAN is not valid (check the letters and digits).',
  ibanNeedsSwift: 'Enter the SWIFT (BIC) code too.',
  swift: 'A SWIFT (BIC) code has 8 or 11 letters and digits, such as FIOBCZPP.',
  swiftNeedsIban: 'Enter the IBAN too.',
  both: 'Give either the account number and bank code or the IBAN, not both.',
} as const;

const accountPattern = /^(?:(\d{1,6})-)?(\d{2,10})$/;

/** `19-2000145399`, `2000145399`: prefix and number each pass the mod 11 check; the number is not all zeros. */
export function isDomesticAccountNumber(value: string): boolean {
  const match = accountPattern.exec(value.replace(/\s+/g, ''));
  if (!match) return false;
  const [, prefix = '', number = ''] = match;
  return passesMod11(prefix) && passesMod11(number) && !/^0+$/.test(number);
}

/** A bank code: four digits (`0800`, `2010`). */
export function isBankCode(value: string): boolean {
  return /^\d{4}$/.test(value.trim());
}

/** A SWIFT/BIC code: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isSwiftCode(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase());
}

export { isValidIban };

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** What is wrong with a bank account, as `[field, message]`; empty when it is complete and valid. */
export function bankAccountIssues(account: BankAccountFields): [BankAccountField, string][] {
  const domestic = given(account.bank_account_number) || given(account.bank_code);
  const international = given(account.bank_account_iban) || given(account.bank_swift_code);
  if (!domestic && !international) return [['bank_account_number', bankAccountMessages.missing]];
  if (domestic && international) return [['bank_account_iban', bankAccountMessages.both]];
  const issues: [BankAccountField, string][] = [];
  if (domestic) {
    const { bank_account_number: number, bank_code: code } = account;
    if (!given(number)) issues.push(['bank_account_number', bankAccountMessages.codeNeedsNumber]);
    else if (!accountPattern.test(number.replace(/\s+/g, '')))
      issues.push(['bank_account_number', bankAccountMessages.number]);
    else if (!isDomesticAccountNumber(number)) issues.push(['bank_account_number', bankAccountMessages.numberChecksum]);
    if (!given(code)) issues.push(['bank_code', bankAccountMessages.numberNeedsCode]);
    else if (!isBankCode(code)) issues.push(['bank_code', bankAccountMessages.code]);
    return issues;
  }
  const { bank_account_iban: iban, bank_swift_code: swift } = account;
  if (!given(iban)) issues.push(['bank_account_iban', bankAccountMessages.swiftNeedsIban]);
  else if (!isValidIban(iban)) issues.push(['bank_account_iban', bankAccountMessages.iban]);
  if (!given(swift)) issues.push(['bank_swift_code', bankAccountMessages.ibanNeedsSwift]);
  else if (!isSwiftCode(swift)) issues.push(['bank_swift_code', bankAccountMessages.swift]);
  return issues;
}

/** Whether a bank account was given at all (either pair, even an incomplete one). */
export function hasBankAccount(account: BankAccountFields): boolean {
  return [account.bank_account_number, account.bank_code, account.bank_account_iban, account.bank_swift_code].some(
    given,
  );
}
