import type { Locale, Money } from '@contract';

const intlLocales: Record<Locale, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-US' };
const formatters = new Map<string, Intl.NumberFormat>();

export interface CurrencyFormat {
  code: string;
  decimalPlaces: number;
}

function formatter(locale: Locale, currency: CurrencyFormat): Intl.NumberFormat {
  const key = `${locale}:${currency.code}:${currency.decimalPlaces}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocales[locale], {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.decimalPlaces,
      maximumFractionDigits: currency.decimalPlaces,
    });
    formatters.set(key, f);
  }
  return f;
}

/** A price as the contract sends it, formatted for the shopper's language and currency. */
export function toMoney(value: number, locale: Locale, currency: CurrencyFormat): Money {
  return { value, formatted: formatter(locale, currency).format(value) };
}
