import { describe, expect, it } from 'vitest';
import { applyCredits, creditValue, creditsEarned, maxSpendableCredits } from './cart-credits';

const points = { customerAccountId: 1, name: 'Points', conversionCzk: 1, conversionEurCents: 4 };
const czk = { code: 'CZK', decimalPlaces: 0 };
const eur = { code: 'EUR', decimalPlaces: 2 };

describe('loyalty credits in the cart', () => {
  it('are worth their rate in the currency', () => {
    expect(creditValue(points, 'CZK')).toBe(1);
    expect(creditValue(points, 'EUR')).toBe(0.04);
    expect(creditValue(points, 'USD')).toBe(0);
  });

  it('come off the total to pay, the total without tax in proportion', () => {
    const applied = applyCredits({ totalPrice: 826.45, taxedTotalPrice: 1000 }, [{ kind: points, amount: 200 }], czk);
    expect(applied).toMatchObject({ value: 200, taxedTotalPrice: 800, totalPrice: 661.16 });
    expect(applyCredits({ totalPrice: 10, taxedTotalPrice: 12.1 }, [{ kind: points, amount: 100 }], eur)).toMatchObject(
      {
        value: 4,
        taxedTotalPrice: 8.1,
      },
    );
  });

  it('never pay more than the total', () => {
    const applied = applyCredits(
      { totalPrice: 82.64, taxedTotalPrice: 100 },
      [
        { kind: points, amount: 80 },
        { kind: { ...points, customerAccountId: 2 }, amount: 80 },
      ],
      czk,
    );
    expect(applied.lines.map((l) => l.value)).toEqual([80, 20]);
    expect(applied).toMatchObject({ value: 100, taxedTotalPrice: 0, totalPrice: 0 });
  });

  it('can be spent up to the balance and what is left to pay', () => {
    expect(maxSpendableCredits(500, 1000, points, 'CZK')).toBe(500);
    expect(maxSpendableCredits(5000, 1000, points, 'CZK')).toBe(1000);
    expect(maxSpendableCredits(5000, 10.02, points, 'EUR')).toBe(251);
    expect(maxSpendableCredits(0, 1000, points, 'CZK')).toBe(0);
  });

  it('are earned: 1 per 100 CZK or per 4 EUR paid', () => {
    expect(creditsEarned(1999, 'CZK')).toBe(19);
    expect(creditsEarned(99, 'CZK')).toBe(0);
    expect(creditsEarned(41.5, 'EUR')).toBe(10);
    expect(creditsEarned(100, 'USD')).toBe(0);
  });
});
