import { describe, expect, it } from 'vitest';
import { browserLocale, randomUuid, visitorCookieWrites, type VisitorCookieState } from './visitor-cookies';

const state = (overrides: Partial<VisitorCookieState> = {}): VisitorCookieState => ({
  trackingId: 'a3c4e0b2-5f1e-4c8a-9d2b-7e6f5a4b3c2d',
  rememberedLocale: undefined,
  pageLocale: 'en',
  browserLanguages: ['en-US', 'en'],
  ...overrides,
});
const newId = () => 'new-id';

describe('the cookies the browser writes', () => {
  it('writes a tracking id only when there is none', () => {
    expect(visitorCookieWrites(state(), newId)).toEqual([]);
    expect(visitorCookieWrites(state({ trackingId: undefined }), newId)).toEqual([
      { cookie: 'tracking-id', value: 'new-id' },
    ]);
  });

  it('remembers the language as next-intl does: when another is remembered, or the browser asks for another', () => {
    expect(visitorCookieWrites(state({ rememberedLocale: 'cs' }), newId)).toEqual([{ cookie: 'locale', value: 'en' }]);
    expect(visitorCookieWrites(state({ pageLocale: 'sk' }), newId)).toEqual([{ cookie: 'locale', value: 'sk' }]);
    expect(visitorCookieWrites(state({ rememberedLocale: 'en' }), newId)).toEqual([]);
    expect(visitorCookieWrites(state({ pageLocale: 'cs', browserLanguages: ['cs-CZ'] }), newId)).toEqual([]);
  });
});

describe('the language a browser asks for', () => {
  it('is the first supported one, else the default', () => {
    expect(browserLocale(['de-DE', 'sk-SK', 'cs'])).toBe('sk');
    expect(browserLocale(['CS_cz'])).toBe('cs');
    expect(browserLocale(['de', 'fr'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});

describe('a tracking id', () => {
  it('is a version-4 UUID the shop API accepts', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(randomUuid()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
