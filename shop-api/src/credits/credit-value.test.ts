import { describe, expect, it } from 'vitest';
import { balanceOf, creditValue } from './credit-value';

const lumen = { conversionCzk: 1, conversionEurCents: 4 };

describe('credit value', () => {
  it('prices credits in crowns and euros by the kind’s conversion', () => {
    expect(creditValue(250, lumen, 'CZK')).toBe(250);
    expect(creditValue(250, lumen, 'EUR')).toBe(10);
    expect(creditValue(3, { conversionCzk: 2, conversionEurCents: 8 }, 'EUR')).toBeCloseTo(0.24);
  });

  it('gives no value in a currency without a conversion', () => {
    expect(creditValue(100, lumen, 'USD')).toBe(0);
  });

  it('is what was received less what was used', () => {
    expect(balanceOf(500, 180)).toEqual({ amount: 320, received: 500, used: 180 });
  });
});
