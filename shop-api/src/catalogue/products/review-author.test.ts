import { describe, expect, it } from 'vitest';
import { publicAuthorName } from './review-author';

describe('publicAuthorName', () => {
  it('keeps the first name and the last name’s initial', () => {
    expect(publicAuthorName('Jana Dvořáková')).toBe('Jana D.');
    expect(publicAuthorName('  Šárka   Černá ')).toBe('Šárka Č.');
    expect(publicAuthorName('Anna Marie van Dijk')).toBe('Anna D.');
    expect(publicAuthorName('jan novák')).toBe('jan N.');
  });

  it('answers a single name as it is, and nothing for no name', () => {
    expect(publicAuthorName('Madonna')).toBe('Madonna');
    expect(publicAuthorName('   ')).toBeNull();
    expect(publicAuthorName(null)).toBeNull();
  });
});
