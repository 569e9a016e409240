import { describe, expect, it } from 'vitest';
import { queryWithout } from './cleaned-query';

describe('queryWithout', () => {
  it('drops the named parameters, repeated ones included, and keeps the rest in order', () => {
    expect(queryWithout({ barva: 'cervena', razeni: ['foo', 'bar'], strana: '2' }, ['razeni'])).toBe(
      '?barva=cervena&strana=2',
    );
    expect(queryWithout({ cena: 'abc' }, ['cena'])).toBe('');
  });
  it('answers null when nothing is dropped, so nobody redirects to the same URL', () => {
    expect(queryWithout({ barva: 'cervena' }, ['razeni'])).toBeNull();
    expect(queryWithout({}, [])).toBeNull();
  });
});
