import { describe, expect, it } from 'vitest';
import { typoVariants } from './typo-variants';

describe('typoVariants', () => {
  it('holds every stem one letter missing, extra, changed or swapped, and not the stem itself', () => {
    const variants = typoVariants('svetr');
    for (const near of ['svtr', 'svetrr', 'svetx', 'vsetr', 'svert', 'asvetr', 'svet'])
      expect(variants).toContain(near);
    expect(variants).not.toContain('svetr');
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('holds nothing two edits away', () => {
    const variants = typoVariants('mikin');
    for (const far of ['mkn', 'nikim', 'mikinaa', 'makan']) expect(variants).not.toContain(far);
  });

  it('gives no variants for short stems or text outside the stem alphabet', () => {
    expect(typoVariants('bot')).toEqual([]);
    expect(typoVariants('漢字漢字')).toEqual([]);
    expect(typoVariants('x'.repeat(40))).toEqual([]);
  });
});
