import { describe, expect, it } from 'vitest';
import { listingPriceFormat, priceFormatter } from './price-format';

describe('listing price format', () => {
  it('writes crowns whole and euros to the cent, in the language of the listing', () => {
    expect(priceFormatter(listingPriceFormat('cs', 'CZK'))(1234.4)).toBe('1\u00a0234\u00a0Kč');
    expect(priceFormatter(listingPriceFormat('en', 'EUR'))(12.5)).toBe('€12.50');
  });

  it('survives a trip through JSON, as props of a client island do', () => {
    const format = JSON.parse(JSON.stringify(listingPriceFormat('sk', 'EUR'))) as ReturnType<typeof listingPriceFormat>;
    expect(priceFormatter(format)(3)).toBe('3,00\u00a0€');
  });
});
