import { describe, expect, it } from 'vitest';
import { firstSafeReturnPath, safeReturnPath } from './return-url';

/** Where a browser would land if it followed `path` as a redirect from this shop (its origin). */
const landing = (path: string) => new URL(path, 'https://shop.example/cs/prihlaseni').origin;

describe('safeReturnPath', () => {
  it.each([
    ['/cs/zakaznik/adresar', '/cs/zakaznik/adresar'],
    ['/en/customer/my-orders?page=2#top', '/en/customer/my-orders?page=2#top'],
    ['/', '/'],
    ['/cs/%C4%8Dervene-tricko', '/cs/%C4%8Dervene-tricko'],
    ['/en/search?query=a//b', '/en/search?query=a//b'],
    ['/en/./customer', '/en/customer'],
    ['/en/x/../customer', '/en/customer'],
    ['/cs/a%2F%2Fb', '/cs/a%2F%2Fb'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  // The attacker's inputs of the "Safe to deploy" issue first: each resolves to another host.
  it.each([
    '/.//evil.example',
    '/en/../..//evil.example',
    '/en/..//evil.example',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    '/%2E/%2E%2E//evil.example',
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/cs\\..\\x',
    'https://evil.example/',
    'http:/evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /cs',
    'cs/zakaznik',
    'evil.example',
    '/%2F/evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/\tevil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/a\u0000',
    '/cs/%0d%0aSet-Cookie:x=1',
    '/cs/%00',
    '/cs/%E0%A4%A',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses empty, missing and overlong values', () => {
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2001)}`)).toBeNull();
  });

  it('answers only paths that a browser follows to this shop', () => {
    const tricky = [
      '/.//evil.example',
      '/en/../..//evil.example',
      '/%2e%2e//x',
      '/a/../b',
      '/?next=//evil',
      '/#//evil',
    ];
    for (const value of tricky) {
      const path = safeReturnPath(value);
      if (path !== null) expect(landing(path), value).toBe('https://shop.example');
    }
  });
});

describe('firstSafeReturnPath', () => {
  it('takes the first candidate that is safe, else the fallback', () => {
    expect(firstSafeReturnPath(['/.//evil.example', '/cs/kosik'], '/cs')).toBe('/cs/kosik');
    expect(firstSafeReturnPath([undefined, '/en/../..//evil.example'], '/en')).toBe('/en');
    expect(firstSafeReturnPath([], '/sk')).toBe('/sk');
  });
});
