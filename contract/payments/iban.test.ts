import { describe, expect, it } from 'vitest';
import { domesticAccountToIban, isValidIban, normalizeIban } from './iban';

describe('isValidIban', () => {
  it.each([
    // Examples of the SPAYD documentation, Komerční banka's guide and the ISO 13616 registry.
    'CZ2806000000000168540115',
    'CZ5855000000001265098001',
    'CZ7801000000000000000123',
    'CZ65 0800 0000 1920 0014 5399',
    'SK31 1200 0000 1987 4263 7541',
    'sk9611000000002918599669',
    'DE89370400440532013000',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'CZ6608000000192000145399'],
    ['a swapped pair', 'CZ6508000000912000145399'],
    ['too short', 'CZ65080000'],
    ['no country', '6508000000192000145399'],
    ['a domestic number', '19-2000145399/0800'],
    ['empty', ''],
  ])('refuses %s', (_name, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('normalizes spaces and case', () => {
    expect(normalizeIban(' cz65 0800 0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399');
  });
});

describe('domesticAccountToIban', () => {
  it.each([
    ['19-2000145399/0800', 'CZ', 'CZ6508000000192000145399'],
    ['1265098001/5500', 'CZ', 'CZ5855000000001265098001'],
    ['168540115/0600', 'CZ', 'CZ2806000000000168540115'],
    ['19-8742637541/1200', 'SK', 'SK3112000000198742637541'],
    ['2918599669/1100', 'SK', 'SK9611000000002918599669'],
    [' 19 - 2000145399 / 0800 ', 'CZ', 'CZ6508000000192000145399'],
  ] as const)('%s (%s) → %s', (account, country, iban) => {
    expect(domesticAccountToIban(account, country)).toBe(iban);
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a number failing mod 11', '2000145398/0800'],
    ['a prefix failing mod 11', '18-2000145399/0800'],
    ['no bank code', '2000145399'],
    ['a three-digit bank code', '2000145399/080'],
    ['an all-zero number', '0000000000/0800'],
    ['an IBAN', 'CZ6508000000192000145399'],
  ])('refuses %s', (_name, account) => {
    expect(domesticAccountToIban(account, 'CZ')).toBeNull();
  });
});
