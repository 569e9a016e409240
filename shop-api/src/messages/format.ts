import type { Locale } from '@contract';
import { formatShopDate } from '../shop/shop-dates';

/** A value a message's placeholder takes: a text, a number (also for plurals) or another message. */
export type ParamValue = string | number | { key: string; params?: Params };
export type Params = Readonly<Record<string, ParamValue>>;

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralRule(locale: Locale): Intl.PluralRules {
  let rule = pluralRules.get(locale);
  if (!rule) pluralRules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule;
}

/** Index just past the `}` that closes the `{` at `open`. */
function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return i + 1;
  }
  throw new Error(`Unbalanced braces in message "${template}"`);
}

/** `one {# kus} few {# kusy} other {# kusů}` as category → text. */
function pluralOptions(body: string): Map<string, string> {
  const options = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    const match = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(at));
    if (!match?.[1]) break;
    const open = at + match[0].length - 1;
    const end = closingBrace(body, open);
    options.set(match[1], body.slice(open + 1, end - 1));
    at = end;
  }
  return options;
}

/**
 * Fills a message's placeholders, an ICU subset: `{name}`, and
 * `{count, plural, one {# kus} few {# kusy} other {# kusů}}` chosen with `Intl.PluralRules`
 * (`#` is the number; `=0 {…}` picks an exact value), and `{date, date}`: an ISO date or date-time
 * written out in the language (`16. září 2026`, shop-dates.ts). `render` turns a nested message into text.
 */
export function formatMessage(
  template: string,
  params: Params,
  locale: Locale,
  render: (value: Exclude<ParamValue, string | number>) => string,
): string {
  let out = '';
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    if (open < 0) break;
    out += template.slice(at, open);
    const end = closingBrace(template, open);
    const inner = template.slice(open + 1, end - 1);
    const [name = '', kind, ...rest] = inner.split(',');
    const value = params[name.trim()];
    if (kind?.trim() === 'plural') {
      const count = Number(value);
      const options = pluralOptions(rest.join(','));
      const chosen =
        options.get(`=${count}`) ?? options.get(pluralRule(locale).select(count)) ?? options.get('other') ?? '';
      out += formatMessage(chosen.replaceAll('#', String(count)), params, locale, render);
    } else if (value === undefined) {
      out += `{${inner}}`;
    } else if (kind?.trim() === 'date') {
      out += formatShopDate(String(value), locale);
    } else {
      out += typeof value === 'object' ? render(value) : String(value);
    }
    at = end;
  }
  return out + template.slice(at);
}

/** The placeholder names a template uses (plural ones too), for the catalogue's test. */
export function placeholdersOf(template: string): Set<string> {
  const names = new Set<string>();
  for (const match of template.matchAll(/\{\s*([a-zA-Z_][\w]*)\s*(?:[},])/g)) if (match[1]) names.add(match[1]);
  return names;
}
