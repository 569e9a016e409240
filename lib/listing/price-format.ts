/**
 * How the listing writes prices: an `Intl.NumberFormat` description that can cross from a server
 * component to a client island (a function cannot), and the formatter built from it.
 */
export interface PriceFormat {
  locale: string;
  options: Intl.NumberFormatOptions;
}

/** Prices in `currency`: whole crowns, other currencies to the cent. */
export function listingPriceFormat(locale: string, currency: string): PriceFormat {
  return { locale, options: { style: 'currency', currency, maximumFractionDigits: currency === 'CZK' ? 0 : 2 } };
}

export function priceFormatter({ locale, options }: PriceFormat): (value: number) => string {
  const format = new Intl.NumberFormat(locale, options);
  return (value) => format.format(value);
}
