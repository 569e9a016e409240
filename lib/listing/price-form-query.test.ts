import { describe, expect, it } from 'vitest';
import { priceFormQuery } from './price-form-query';

describe('priceFormQuery', () => {
  it('joins the two fields of the price form into the range the slider writes, keeping the other parameters', () => {
    expect(priceFormQuery({ znacka: 'nordvik', cena: ['1000', '2000'], razeni: 'price-asc' }, 'cena')).toBe(
      '?znacka=nordvik&cena=1000-2000&razeni=price-asc',
    );
    expect(priceFormQuery({ price: ['12.5', '60'] }, 'price')).toBe('?price=12.5-60');
  });
  it('puts swapped ends in order and reads an empty field as the open end', () => {
    expect(priceFormQuery({ cena: ['2000', '1000'] }, 'cena')).toBe('?cena=1000-2000');
    expect(priceFormQuery({ cena: ['', '500'] }, 'cena')).toBe('?cena=0-500');
    expect(priceFormQuery({ cena: ['500', ''] }, 'cena')).toBe('?cena=500-999999999');
  });
  it('drops the price when the fields hold none, or something that is not an amount', () => {
    expect(priceFormQuery({ znacka: 'nordvik', cena: ['', ''] }, 'cena')).toBe('?znacka=nordvik');
    expect(priceFormQuery({ cena: ['abc', '100'] }, 'cena')).toBe('');
    expect(priceFormQuery({ cena: ['-5', '100'] }, 'cena')).toBe('');
  });
  it('leaves any other query alone: a range, a price given once or three times', () => {
    expect(priceFormQuery({ cena: '1000-2000' }, 'cena')).toBeNull();
    expect(priceFormQuery({ cena: ['1', '2', '3'] }, 'cena')).toBeNull();
    expect(priceFormQuery({ znacka: 'nordvik' }, 'cena')).toBeNull();
  });
});
