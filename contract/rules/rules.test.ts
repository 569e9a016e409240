import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { emailMaxLength, emailPattern, isEmailAddress } from './email';
import { fitsCountryPhoneLength, isDialCode, isPhoneNumber, normalizePhone } from './phone';
import { fitsCountryPostCode, normalizePostCode } from './post-code';

describe('e-mail rule', () => {
  it('is the pattern zod’s z.email() checks, so the storefront can check without loading zod', () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
  });

  it('takes a trimmed address of at most 254 characters', () => {
    expect(isEmailAddress(' jana@example.com ')).toBe(true);
    expect(isEmailAddress('jana@example')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(emailMaxLength - 12)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(emailMaxLength - 11)}@example.com`)).toBe(false);
  });
});

describe('phone rule', () => {
  it('takes 6 to 15 digits with the spaces people type, and stores the digits', () => {
    expect(isPhoneNumber(' 777 123 456 ')).toBe(true);
    expect(isPhoneNumber('777  123  456')).toBe(true);
    expect(normalizePhone(' 777 123  456 ')).toBe('777123456');
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('1'.repeat(16))).toBe(false);
    expect(isPhoneNumber('+420 777 123 456')).toBe(false);
  });

  it('knows a dial code and the Czech and Slovak length', () => {
    expect(isDialCode('+420')).toBe(true);
    expect(isDialCode('420')).toBe(false);
    expect(fitsCountryPhoneLength('777 123 456', 'CZ')).toBe(true);
    expect(fitsCountryPhoneLength('77712345', 'SK')).toBe(false);
    expect(fitsCountryPhoneLength('77712345', 'DE')).toBe(true);
  });
});

describe('post code rule', () => {
  it('writes Czech and Slovak post codes as 123 45 and leaves others as typed', () => {
    expect(normalizePostCode('11000', 'CZ')).toBe('110 00');
    expect(normalizePostCode(' sw1a 1aa ', 'GB')).toBe('SW1A 1AA');
    expect(fitsCountryPostCode('1100', 'CZ')).toBe(false);
    expect(fitsCountryPostCode('1100', 'AT')).toBe(true);
  });
});
