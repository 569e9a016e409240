import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const { cs, sk, en } = messagesByLocale;

describe('messages', () => {
  it('have the same keys in cs, sk and en', () => {
    expect(keys(cs).sort()).toEqual(keys(en).sort());
    expect(keys(sk).sort()).toEqual(keys(en).sort());
  });

  it('register every namespace file of every locale in its index', () => {
    for (const [locale, messages] of Object.entries(messagesByLocale)) {
      const files = readdirSync(join(process.cwd(), 'messages', locale)).filter((f) => f.endsWith('.json'));
      expect(Object.keys(messages).sort(), locale).toEqual(files.map((f) => f.replace(/\.json$/, '')).sort());
    }
  });

  it('have no empty texts', () => {
    const empty = (m: object): boolean =>
      Object.values(m).some((v) => (v && typeof v === 'object' ? empty(v as object) : v === ''));
    for (const messages of [cs, sk, en]) {
      expect(keys(messages).length).toBeGreaterThan(0);
      expect(empty(messages)).toBe(false);
    }
  });
});
