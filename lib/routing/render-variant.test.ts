import { describe, expect, it } from 'vitest';
import { allRenderVariants, decodeRenderVariant, encodeRenderVariant } from './render-variant';

describe('render variant', () => {
  it('names the price preferences and the bot flag in one URL segment', () => {
    expect(encodeRenderVariant({ currency: 'CZK', tax: 'with', bot: false })).toBe('czk-with');
    expect(encodeRenderVariant({ currency: 'EUR', tax: 'without', bot: true })).toBe('eur-without-bot');
  });

  it('round-trips every variant, each to its own segment', () => {
    const segments = allRenderVariants.map(encodeRenderVariant);
    expect(new Set(segments).size).toBe(8);
    for (const variant of allRenderVariants) expect(decodeRenderVariant(encodeRenderVariant(variant))).toEqual(variant);
  });

  it('rejects anything that is not exactly an encoded variant', () => {
    for (const segment of [
      '',
      'czk',
      'usd-with',
      'CZK-with',
      'czk-with-bot-bot',
      'czk-with-human',
      'czk-with-',
      '-bot',
      'czk-maybe-bot',
      'czk-with-Bot',
    ]) {
      expect(decodeRenderVariant(segment), segment).toBeNull();
    }
  });
});
