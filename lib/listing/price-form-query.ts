import type { PageSearchParams } from './cleaned-query';

/** The highest amount the listing URL's price accepts (nine digits). */
const highestPrice = 999_999_999;

/** A typed amount: a non-negative number rounded to cents, `null` for an empty field, `NaN` for anything else. */
function amountOf(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= 0 ? Math.min(highestPrice, Math.round(amount * 100) / 100) : NaN;
}

/** The two fields as one `min-max` value, or null when it says nothing (both empty) or is not a price. */
function rangeOf(from: string, to: string): string | null {
  const low = amountOf(from);
  const high = amountOf(to);
  if (Number.isNaN(low) || Number.isNaN(high) || (low === null && high === null)) return null;
  const [a, b] = [low ?? 0, high ?? highestPrice];
  return `${Math.min(a, b)}-${Math.max(a, b)}`;
}

/**
 * Without JavaScript the price filter's GET form sends its two number fields under the price
 * parameter's name, `?znacka=nordvik&cena=1000&cena=2000`: a form cannot join them into one value.
 * This answers the listing URL the slider builds from them, `?znacka=nordvik&cena=1000-2000` (other
 * parameters kept in their order; an empty field is the open end; swapped ends are put in order),
 * or the query without the price when the fields hold no price. Null when the price is not given
 * exactly twice: then the query is not the form's, and the listing reads it as it is.
 */
export function priceFormQuery(searchParams: PageSearchParams, priceName: string): string | null {
  const sent = searchParams[priceName];
  if (!Array.isArray(sent) || sent.length !== 2) return null;
  const range = rangeOf(sent[0] ?? '', sent[1] ?? '');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (name === priceName) {
      if (range !== null) query.append(name, range);
      continue;
    }
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, v);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
