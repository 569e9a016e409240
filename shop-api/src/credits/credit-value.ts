/** What one credit of a kind is worth: whole crowns, euro cents. */
export interface CreditConversion {
  conversionCzk: number;
  conversionEurCents: number;
}

/**
 * What `amount` credits are worth in the currency: CZK by `conversion_czk`, EUR by
 * `conversion_eur_cents`. The shop sells in these two; another currency gets no value (0), so a
 * credit is never priced with a made-up rate.
 */
export function creditValue(amount: number, kind: CreditConversion, currencyCode: string): number {
  if (currencyCode === 'CZK') return amount * kind.conversionCzk;
  if (currencyCode === 'EUR') return (amount * kind.conversionEurCents) / 100;
  return 0;
}

/** A balance from the movements' sums: received (and returned) in, spent (and expired) out. */
export function balanceOf(received: number, used: number): { amount: number; received: number; used: number } {
  return { amount: received - used, received, used };
}
