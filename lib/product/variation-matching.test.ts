import { describe, expect, it } from 'vitest';
import {
  chooseAttribute,
  choiceOfVariation,
  findVariation,
  matchesAttributes,
  optionState,
} from './variation-matching';

// Property 1 size (S=11, M=12), property 3 colour (red=31, blue=32).
const link = (property: number, attribute: number) => ({
  product_property_id: property,
  product_property_attribute_id: attribute,
});
const sRed = { id: 1, properties: [link(1, 11), link(3, 31)] };
const mRed = { id: 2, properties: [link(1, 12), link(3, 31)] };
const mBlue = { id: 3, properties: [link(1, 12), link(3, 32)] };
const variations = [sRed, mRed, mBlue];

describe('matchesAttributes', () => {
  it('is true when every attribute appears among the variation’s properties', () => {
    expect(matchesAttributes(mBlue, [12, 32])).toBe(true);
    expect(matchesAttributes(mBlue, [12])).toBe(true);
    expect(matchesAttributes(mBlue, [])).toBe(true);
    expect(matchesAttributes(mBlue, [12, 31])).toBe(false);
    expect(matchesAttributes(sRed, [99])).toBe(false);
  });
});

describe('findVariation', () => {
  it('picks the variation whose properties are all chosen', () => {
    expect(findVariation(variations, { 1: 12, 3: 32 })).toBe(mBlue);
  });
  it('picks nothing for a partial choice, even when one variation alone has it', () => {
    expect(findVariation(variations, { 1: 11 })).toBeNull();
    expect(findVariation(variations, { 3: 31 })).toBeNull();
  });
  it('picks nothing when nothing is chosen or nothing matches', () => {
    expect(findVariation(variations, {})).toBeNull();
    expect(findVariation(variations, { 1: 11, 3: 32 })).toBeNull();
  });
});

describe('chooseAttribute', () => {
  it('chooses only what the shopper picked: a size alone chooses no colour and no variation', () => {
    expect(chooseAttribute(variations, {}, 1, 12)).toEqual({ choice: { 1: 12 }, variation: null });
    expect(chooseAttribute(variations, {}, 1, 11)).toEqual({ choice: { 1: 11 }, variation: null });
  });
  it('names the variation once every property is chosen', () => {
    expect(chooseAttribute(variations, { 1: 12 }, 3, 32)).toEqual({ choice: { 1: 12, 3: 32 }, variation: mBlue });
    expect(chooseAttribute(variations, { 1: 12, 3: 31 }, 3, 32)).toEqual({
      choice: { 1: 12, 3: 32 },
      variation: mBlue,
    });
  });
  it('drops an earlier pick that does not combine with the new one, without picking another', () => {
    expect(chooseAttribute(variations, { 1: 11, 3: 31 }, 3, 32)).toEqual({ choice: { 3: 32 }, variation: null });
  });
  it('answers no variation for an attribute no variation has', () => {
    expect(chooseAttribute(variations, {}, 1, 99)).toEqual({ choice: { 1: 99 }, variation: null });
  });
});

describe('sold-out and unavailable options', () => {
  // Leather (41) comes in black (51, sold out) and green (52); canvas (42) only in black (51, sold out).
  const leatherBlack = { id: 10, properties: [link(4, 41), link(5, 51)], purchasable: false };
  const leatherGreen = { id: 11, properties: [link(4, 41), link(5, 52)] };
  const canvasBlack = { id: 12, properties: [link(4, 42), link(5, 51)], purchasable: false };
  const bags = [leatherBlack, leatherGreen, canvasBlack];

  it('keeps an explicit choice of a sold-out combination, which then shows as sold out', () => {
    expect(chooseAttribute(bags, { 4: 41, 5: 52 }, 5, 51)).toEqual({
      choice: { 4: 41, 5: 51 },
      variation: leatherBlack,
    });
  });
  it('never switches the other attributes: a pick that does not combine is cleared', () => {
    // Green canvas does not exist: the colour is cleared, not switched to the sold-out black.
    expect(chooseAttribute(bags, { 4: 41, 5: 52 }, 4, 42)).toEqual({ choice: { 4: 42 }, variation: null });
  });
  it('says of each option whether it is available, sold out or not made with the other choices', () => {
    expect(optionState(bags, {}, 5, 51)).toBe('sold-out');
    expect(optionState(bags, {}, 5, 52)).toBe('available');
    expect(optionState(bags, { 5: 52 }, 4, 42)).toBe('unavailable');
    expect(optionState(bags, { 5: 52 }, 4, 41)).toBe('available');
    expect(optionState(bags, { 5: 51 }, 4, 42)).toBe('sold-out');
  });
  it('restores the choice of a variation id from the URL, and nothing for an unknown id', () => {
    expect(choiceOfVariation(bags, 11)).toEqual({ choice: { 4: 41, 5: 52 }, variation: leatherGreen });
    expect(choiceOfVariation(bags, 99)).toBeNull();
  });
});
