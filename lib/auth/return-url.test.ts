import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url';

describe('safeReturnPath', () => {
  it('keeps a relative path with its query and fragment', () => {
    expect(safeReturnPath('/cs/zakaznik/adresar')).toBe('/cs/zakaznik/adresar');
    expect(safeReturnPath('/en/customer/my-orders?page=2#top')).toBe('/en/customer/my-orders?page=2#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses absolute, protocol-relative and scheme URLs', () => {
    for (const value of [
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example/path',
      '///evil.example',
      'javascript:alert(1)',
      'cs/zakaznik',
      'evil.example',
      ' /cs',
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
  });

  it('refuses backslashes and control characters that browsers turn into another host', () => {
    for (const value of [
      '/\\evil.example',
      '\\\\evil.example',
      '/cs\\..\\x',
      '/\tevil',
      '/\n/evil.example',
      '/a\u0000',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses empty, missing and overlong values', () => {
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2001)}`)).toBeNull();
  });
});
