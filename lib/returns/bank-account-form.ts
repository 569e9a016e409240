import { bankAccountIssues, bankAccountMessages, type BankAccountField } from '@contract/rules/bank-account';

/** The four bank fields as the form holds them (text, '' when empty). */
export type BankAccountDraft = Record<BankAccountField, string>;

export const emptyBankAccount: BankAccountDraft = {
  bank_account_number: '',
  bank_code: '',
  bank_account_iban: '',
  bank_swift_code: '',
};

export const bankAccountFieldNames = Object.keys(emptyBankAccount) as BankAccountField[];

export type BankAccountMessageKey = keyof typeof bankAccountMessages;

const keyOfMessage = new Map<string, BankAccountMessageKey>(
  Object.entries(bankAccountMessages).map(([key, message]) => [message, key as BankAccountMessageKey]),
);

/**
 * What is wrong with the account, by field, as keys of `returns.bank.errors` (the contract's rule,
 * `contract/rules/bank-account.ts`, the same one the shop API checks with).
 */
export function bankAccountErrorKeys(
  draft: BankAccountDraft,
): Partial<Record<BankAccountField, BankAccountMessageKey>> {
  const found: Partial<Record<BankAccountField, BankAccountMessageKey>> = {};
  for (const [field, message] of bankAccountIssues(draft)) found[field] ??= keyOfMessage.get(message) ?? 'missing';
  return found;
}

/** The bank fields of a PATCH body: what was typed, trimmed; an empty field is sent as null. */
export function bankAccountBody(draft: BankAccountDraft): Record<BankAccountField, string | null> {
  const trimmed = (value: string) => value.replace(/\s+/g, '') || null;
  return {
    bank_account_number: trimmed(draft.bank_account_number),
    bank_code: trimmed(draft.bank_code),
    bank_account_iban: trimmed(draft.bank_account_iban)?.toUpperCase() ?? null,
    bank_swift_code: trimmed(draft.bank_swift_code)?.toUpperCase() ?? null,
  };
}
