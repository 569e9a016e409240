import { describe, expect, it } from 'vitest';
import {
  attributeAvailable,
  chooseAttribute,
  choiceOfVariation,
  findVariation,
  matchesAttributes,
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
  it('picks the variation whose properties contain every chosen attribute', () => {
    expect(findVariation(variations, { 1: 12, 3: 32 })).toBe(mBlue);
    expect(findVariation(variations, { 1: 11 })).toBe(sRed);
  });
  it('picks the first in order when several contain the chosen attributes', () => {
    expect(findVariation(variations, { 3: 31 })).toBe(sRed);
  });
  it('picks nothing when nothing is chosen or nothing matches', () => {
    expect(findVariation(variations, {})).toBeNull();
    expect(findVariation(variations, { 1: 11, 3: 32 })).toBeNull();
  });
});

describe('chooseAttribute', () => {
  it('completes the choice to the variation that has every chosen attribute', () => {
    expect(chooseAttribute(variations, {}, 1, 12)).toEqual({ choice: { 1: 12, 3: 31 }, variation: mRed });
    expect(chooseAttribute(variations, { 1: 12, 3: 31 }, 3, 32)).toEqual({
      choice: { 1: 12, 3: 32 },
      variation: mBlue,
    });
  });
  it('keeps the newly chosen attribute when it does not combine with the others', () => {
    expect(chooseAttribute(variations, { 1: 11, 3: 31 }, 3, 32)).toEqual({
      choice: { 1: 12, 3: 32 },
      variation: mBlue,
    });
  });
  it('answers no variation for an attribute no variation has', () => {
    expect(chooseAttribute(variations, {}, 1, 99)).toEqual({ choice: { 1: 99 }, variation: null });
  });
});

describe('sold-out variations', () => {
  // Leather (41) comes in black (51, sold out) and green (52); canvas (42) only in black (51, sold out).
  const leatherBlack = { id: 10, properties: [link(4, 41), link(5, 51)], purchasable: false };
  const leatherGreen = { id: 11, properties: [link(4, 41), link(5, 52)] };
  const canvasBlack = { id: 12, properties: [link(4, 42), link(5, 51)], purchasable: false };
  const bags = [leatherBlack, leatherGreen, canvasBlack];

  it('completes a choice to a purchasable variation before a sold-out one listed first', () => {
    expect(chooseAttribute(bags, {}, 4, 41)).toEqual({ choice: { 4: 41, 5: 52 }, variation: leatherGreen });
  });
  it('keeps an explicit choice of a sold-out combination, which then shows as sold out', () => {
    expect(chooseAttribute(bags, { 4: 41, 5: 52 }, 5, 51)).toEqual({
      choice: { 4: 41, 5: 51 },
      variation: leatherBlack,
    });
  });
  it('never switches the other attributes to a sold-out variation', () => {
    // Green canvas does not exist, and the only canvas is sold out: the colour is cleared, not switched.
    expect(chooseAttribute(bags, { 4: 41, 5: 52 }, 4, 42)).toEqual({ choice: { 4: 42 }, variation: null });
  });
  it('marks an option sold out when no purchasable variation has it with the other choices', () => {
    expect(attributeAvailable(bags, {}, 5, 51)).toBe(false);
    expect(attributeAvailable(bags, {}, 5, 52)).toBe(true);
    expect(attributeAvailable(bags, { 5: 52 }, 4, 42)).toBe(false);
    expect(attributeAvailable(bags, { 5: 52 }, 4, 41)).toBe(true);
  });
  it('restores the choice of a variation id from the URL, and nothing for an unknown id', () => {
    expect(choiceOfVariation(bags, 11)).toEqual({ choice: { 4: 41, 5: 52 }, variation: leatherGreen });
    expect(choiceOfVariation(bags, 99)).toBeNull();
  });
});
