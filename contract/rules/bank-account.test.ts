import { describe, expect, it } from 'vitest';
import { bankAccountIssues, hasBankAccount, isBankCode, isDomesticAccountNumber, isSwiftCode } from './bank-account';

describe('the bank account rule', () => {
  it('checks a Czech account number with and without a prefix by the mod 11 weights', () => {
    expect(isDomesticAccountNumber('19-2000145399')).toBe(true);
    expect(isDomesticAccountNumber('2000145399')).toBe(true);
    expect(isDomesticAccountNumber('19-2000145398')).toBe(false);
    expect(isDomesticAccountNumber('18-2000145399')).toBe(false);
    expect(isDomesticAccountNumber('0000000000')).toBe(false);
    expect(isDomesticAccountNumber('1234567-2000145399')).toBe(false);
    expect(isDomesticAccountNumber('20001453991')).toBe(false);
  });

  it('takes four-digit bank codes and SWIFT codes of 8 or 11 characters', () => {
    expect(isBankCode('0800')).toBe(true);
    expect(isBankCode('800')).toBe(false);
    expect(isSwiftCode('GIBACZPX')).toBe(true);
    expect(isSwiftCode('fiobczppxxx')).toBe(true);
    expect(isSwiftCode('GIBACZP')).toBe(false);
    expect(isSwiftCode('1IBACZPX')).toBe(false);
  });

  it('names the field of each problem, and wants one pair, complete', () => {
    expect(bankAccountIssues({})).toEqual([['bank_account_number', expect.stringMatching(/account number/)]]);
    expect(bankAccountIssues({ bank_account_number: '19-2000145399', bank_code: '0800' })).toEqual([]);
    expect(
      bankAccountIssues({ bank_account_iban: 'CZ65 0800 0000 1920 0014 5399', bank_swift_code: 'GIBACZPX' }),
    ).toEqual([]);
    expect(bankAccountIssues({ bank_account_number: '2000145399' }).map(([field]) => field)).toEqual(['bank_code']);
    expect(bankAccountIssues({ bank_code: '0800' }).map(([field]) => field)).toEqual(['bank_account_number']);
    expect(
      bankAccountIssues({ bank_account_iban: 'CZ6508000000192000145398', bank_swift_code: 'GIBA' }).map(([f]) => f),
    ).toEqual(['bank_account_iban', 'bank_swift_code']);
    expect(
      bankAccountIssues({ bank_account_number: '2000145399', bank_code: '0800', bank_account_iban: 'X' }).map(
        ([field]) => field,
      ),
    ).toEqual(['bank_account_iban']);
    expect(hasBankAccount({ bank_code: ' ' })).toBe(false);
    expect(hasBankAccount({ bank_code: '0800' })).toBe(true);
  });
});
