import { describe, expect, it } from 'vitest';
import { formatCredits, formatCustomerDate, greetingName } from './customer-format';

describe('customer area formatting', () => {
  it('writes dates in the shopper’s language', () => {
    expect(formatCustomerDate('2026-11-23T10:00:00+00:00', 'cs')).toBe('23. 11. 2026');
    expect(formatCustomerDate('2026-11-23T10:00:00+00:00', 'en')).toBe('23 Nov 2026');
  });

  it('signs credits received and spent', () => {
    expect(formatCredits(1500, 'en', true)).toBe('+1,500');
    expect(formatCredits(-200, 'en', true)).toBe('−200');
    expect(formatCredits(0, 'en', true)).toBe('0');
    expect(formatCredits(1500, 'en')).toBe('1,500');
  });

  it('greets by first name, else by the e-mail’s name', () => {
    expect(greetingName({ first_name: 'Jana', email: 'jana@example.com' })).toBe('Jana');
    expect(greetingName({ first_name: ' ', email: 'jana@example.com' })).toBe('jana');
  });
});
