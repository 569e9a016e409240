import { describe, expect, it } from 'vitest';
import { toMoney } from './money';

const czk = { code: 'CZK', decimalPlaces: 0 };
const eur = { code: 'EUR', decimalPlaces: 2 };
// Intl separates thousands and the symbol with (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('toMoney', () => {
  it('keeps the value and formats it for the language and currency', () => {
    expect(toMoney(1290, 'cs', czk).value).toBe(1290);
    expect(plain(toMoney(1290, 'cs', czk).formatted)).toBe('1 290 Kč');
    expect(plain(toMoney(1290.5, 'sk', eur).formatted)).toBe('1 290,50 €');
    expect(toMoney(1290.5, 'en', eur).formatted).toBe('€1,290.50');
  });

  it('rounds to the currency’s decimal places', () => {
    expect(plain(toMoney(199.6, 'cs', czk).formatted)).toBe('200 Kč');
    expect(plain(toMoney(9.999, 'sk', eur).formatted)).toBe('10,00 €');
  });
});
