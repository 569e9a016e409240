import { describe, expect, it } from 'vitest';
import { countryName } from './country-names';

describe('countryName', () => {
  it('names the country in the language asked for', () => {
    expect(countryName('CZ', 'en', 'Česko')).toBe('Czechia');
    expect(countryName('SK', 'en', 'Slovensko')).toBe('Slovakia');
    expect(countryName('CZ', 'cs', 'Česko')).toBe('Česko');
    expect(countryName('SK', 'sk', 'Slovensko')).toBe('Slovensko');
    expect(countryName('DE', 'sk', 'Německo')).toBe('Nemecko');
  });

  it('falls back to the stored name for a code ICU does not know', () => {
    expect(countryName('QQ', 'en', 'Stored')).toBe('Stored');
    expect(countryName('not a code', 'en', 'Stored')).toBe('Stored');
  });
});
