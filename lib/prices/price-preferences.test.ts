import { describe, expect, it } from 'vitest';
import {
  allPricePreferences,
  decodePreferencesSegment,
  defaultPricePreferences,
  encodePreferencesSegment,
  resolvePricePreferences,
} from './price-preferences';

describe('price preferences', () => {
  it('default to crowns for Czech and euros otherwise, with tax', () => {
    expect(defaultPricePreferences('cs')).toEqual({ currency: 'CZK', tax: 'with' });
    expect(defaultPricePreferences('sk')).toEqual({ currency: 'EUR', tax: 'with' });
    expect(defaultPricePreferences('en')).toEqual({ currency: 'EUR', tax: 'with' });
  });

  it('take valid cookie values and ignore invalid ones', () => {
    expect(resolvePricePreferences('cs', { currency: 'EUR', tax: 'without' })).toEqual({
      currency: 'EUR',
      tax: 'without',
    });
    expect(resolvePricePreferences('cs', { currency: 'USD', tax: 'maybe' })).toEqual({ currency: 'CZK', tax: 'with' });
    expect(resolvePricePreferences('en', {})).toEqual({ currency: 'EUR', tax: 'with' });
  });

  it('round-trip through a URL segment and reject anything else', () => {
    for (const preferences of allPricePreferences) {
      expect(decodePreferencesSegment(encodePreferencesSegment(preferences))).toEqual(preferences);
    }
    expect(allPricePreferences).toHaveLength(4);
    expect(decodePreferencesSegment('usd-with')).toBeNull();
    expect(decodePreferencesSegment('CZK-with')).toBeNull();
    expect(decodePreferencesSegment('czk-with-x')).toBeNull();
    expect(decodePreferencesSegment('czk')).toBeNull();
  });
});
