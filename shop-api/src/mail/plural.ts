import type { Locale } from '@contract';

/** A noun's forms by CLDR plural category; `#` is where the number goes. Czech and Slovak use `few`. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

/**
 * The number with its noun in the form the language wants ("1 pc", "2 pcs"; "1 den", "3 dny",
 * "7 dní"). The storefront's messages do the same with ICU plurals; the API has no next-intl.
 */
export function countOf(locale: Locale, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(locale).select(count);
  const form =
    (category === 'one' || category === 'few' || category === 'many' ? forms[category] : undefined) ?? forms.other;
  return form.replace('#', new Intl.NumberFormat(locale).format(count));
}
