import { currencyIds, taxGroupRates } from './reference-data';

export interface PriceRow {
  currencyId: number;
  price: number;
  taxedPrice: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A shop-window price in crowns: 349 below a thousand, 1 490 above. */
export function niceCzk(value: number): number {
  if (value < 1000) return Math.max(99, Math.round(value / 10) * 10 - 1);
  return Math.round(value / 100) * 100 - 10;
}

/** Euros at about 25 crowns, ending in .90 or .99. */
export function euroFromCzk(czk: number): number {
  const whole = Math.max(1, Math.round(czk / 25));
  return round2(whole - 1 + (whole % 2 === 0 ? 0.99 : 0.9));
}

/** Prices in both currencies from the taxed price in crowns; the untaxed price is derived. */
export function priceRows(taxedCzk: number, taxGroupId: number): PriceRow[] {
  const rate = taxGroupRates[taxGroupId] ?? 0;
  const row = (currencyId: number, taxedPrice: number): PriceRow => ({
    currencyId,
    taxedPrice,
    price: round2(taxedPrice / (1 + rate / 100)),
  });
  return [row(currencyIds.CZK, taxedCzk), row(currencyIds.EUR, euroFromCzk(taxedCzk))];
}

/** A 13-digit EAN with a valid check digit; `prefix` is a GS1 country prefix. */
export function ean13(prefix: string, serial: number): string {
  const body = `${prefix}${String(serial).padStart(12 - prefix.length, '0')}`.slice(0, 12);
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
