import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';

function texts(messages: object): string[] {
  return Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as object)));
}

describe('storefront message wording', () => {
  it.each(['cs', 'sk'] as const)(
    '%s: the wish list names a product as “produkt {name}”, so the name never has to be declined',
    (locale) => {
      const { add, remove, added, removed } = messagesByLocale[locale].wishList;
      for (const text of [add, remove, added, removed]) expect(text).toMatch(/\b[Pp]rodukt \{name\}/);
    },
  );

  it('calls a discount code by one name in each language: slevový kód, zľavový kód, voucher', () => {
    expect(texts(messagesByLocale.cs).filter((t) => /kup[oó]n/i.test(t))).toEqual([]);
    expect(texts(messagesByLocale.sk).filter((t) => /kup[oó]n/i.test(t))).toEqual([]);
    expect(texts(messagesByLocale.en).filter((t) => /coupon|discount code/i.test(t))).toEqual([]);
  });
});
