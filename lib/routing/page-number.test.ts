import { describe, expect, it } from 'vitest';
import { parsePageNumber } from './page-number';

describe('parsePageNumber', () => {
  it('defaults to the first page and reads positive integers', () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber('3')).toBe(3);
  });
  it('rejects anything else', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', '01', ['1', '2']]) expect(parsePageNumber(bad)).toBeNull();
  });
});
