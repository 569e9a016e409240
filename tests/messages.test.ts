import { describe, expect, it } from 'vitest';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import sk from '@/messages/sk.json';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('messages', () => {
  it('have the same keys in cs, sk and en', () => {
    expect(keys(cs).sort()).toEqual(keys(en).sort());
    expect(keys(sk).sort()).toEqual(keys(en).sort());
  });
  it('have no empty texts', () => {
    for (const messages of [cs, sk, en]) {
      const flat = keys(messages);
      expect(flat.length).toBeGreaterThan(0);
    }
    const empty = (m: object): boolean => Object.values(m).some((v) => (v && typeof v === 'object' ? empty(v as object) : v === ''));
    expect([cs, sk, en].some(empty)).toBe(false);
  });
});
