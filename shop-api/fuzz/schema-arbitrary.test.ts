import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv-instance';
import { ref, sampleRoot, sampleSchemas } from './fixtures/sample-schemas';
import { schemaArbitrary } from './schema-arbitrary';
import { invalidValueArbitrary } from './schema-mutations';

const ajv = createAjv();
ajv.addSchema({ ...sampleRoot, $id: 'https://fuzz.invalid/sample.json' });
const validatorFor = (name: string) =>
  ajv.compile({ $ref: `https://fuzz.invalid/sample.json#/components/schemas/${name}` });
const names = Object.keys(sampleSchemas);
const seed = 20240611;

describe('schemaArbitrary', () => {
  it.each(names)('generates values that satisfy %s', (name) => {
    const validate = validatorFor(name);
    fc.assert(
      fc.property(schemaArbitrary(ref(name), { root: sampleRoot }), (value) => {
        if (!validate(value)) throw new Error(`${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`);
      }),
      { numRuns: 150, seed },
    );
  });

  it('reaches both branches of a union and both sides of a nullable', () => {
    const shapes = fc.sample(schemaArbitrary(ref('Shape'), { root: sampleRoot }), { numRuns: 60, seed });
    const kinds = new Set(shapes.map((shape) => (shape as { kind: string }).kind));
    expect(kinds).toEqual(new Set(['circle', 'square']));
    const prices = fc
      .sample(schemaArbitrary(ref('Product'), { root: sampleRoot }), { numRuns: 60, seed })
      .map((p) => (p as { price: unknown }).price);
    expect(prices.some((price) => price === null)).toBe(true);
    expect(prices.some((price) => price !== null)).toBe(true);
  });

  it('stops recursive schemas at the depth limit', () => {
    const depthOf = (node: unknown): number => {
      const children = (node as { children: unknown[] }).children;
      return 1 + Math.max(0, ...children.map(depthOf));
    };
    const trees = fc.sample(schemaArbitrary(ref('Category'), { root: sampleRoot, maxDepth: 3 }), { numRuns: 50, seed });
    expect(Math.max(...trees.map(depthOf))).toBeLessThanOrEqual(3);
  });

  it('puts NUL and the other control characters into free-text strings now and then', () => {
    const texts = fc.sample(schemaArbitrary({ type: 'string', maxLength: 40 }), { numRuns: 2000, seed }) as string[];
    const joined = texts.join('');
    for (const control of ['\u0000', '\u0001', '\u001b', '\u001f', '\t', '\n', '\r'])
      expect(joined.includes(control), JSON.stringify(control)).toBe(true);
    // Rarely enough that most valid cases stay valid to the API.
    const withControl = texts.filter((text) => /[\u0000-\u001f]/.test(text)).length;
    expect(withControl).toBeGreaterThan(texts.length / 50);
    expect(withControl).toBeLessThan(texts.length / 4);
  });

  it('keeps multiples of 0.01 exact', () => {
    const amounts = fc.sample(schemaArbitrary({ type: 'number', multipleOf: 0.01, minimum: 0, maximum: 10 }), {
      numRuns: 200,
      seed,
    });
    for (const amount of amounts) expect(amount).toBe(Number((amount as number).toFixed(2)));
  });
});

describe('invalidValueArbitrary', () => {
  const mutable = names.filter((name) => invalidValueArbitrary(ref(name), { root: sampleRoot }) !== undefined);

  it('has mutations for every sample schema', () => {
    expect(mutable).toEqual(names);
  });

  it.each(mutable)('generates values that %s rejects', (name) => {
    const validate = validatorFor(name);
    const mutations = invalidValueArbitrary(ref(name), { root: sampleRoot });
    if (!mutations) throw new Error('no mutations');
    fc.assert(
      fc.property(mutations, ({ kind, value }) => {
        if (validate(value)) throw new Error(`"${kind}" produced a valid value: ${JSON.stringify(value)}`);
      }),
      { numRuns: 200, seed },
    );
  });

  it('covers the kinds of breakage the fuzzer promises', () => {
    const mutations = invalidValueArbitrary(ref('Product'), { root: sampleRoot });
    if (!mutations) throw new Error('no mutations');
    const kinds = fc.sample(mutations, { numRuns: 600, seed }).map((mutation) => mutation.kind);
    for (const expected of [
      'wrong type',
      'missing required',
      'unknown field',
      'too long',
      'pattern mismatch',
      'above maximum',
      'not in enum',
      'too many items',
      'not a multiple',
    ]) {
      expect(
        kinds.some((kind) => kind.includes(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('gives parameters (text) that cannot be read as the declared number', () => {
    const schema = { type: 'integer', minimum: 1, maximum: 100 } as const;
    const validate = ajv.compile(schema);
    const mutations = invalidValueArbitrary(schema, { mode: 'text' });
    if (!mutations) throw new Error('no mutations');
    for (const { kind, value } of fc.sample(mutations, { numRuns: 100, seed })) {
      expect(typeof value, kind).toBe('string');
      expect(validate(Number(value)), `${kind}: ${String(value)}`).toBe(false);
    }
  });

  it('finds nothing to break in a schema that allows anything', () => {
    expect(invalidValueArbitrary({})).toBeUndefined();
    expect(invalidValueArbitrary({ type: 'string' }, { mode: 'text' })).toBeUndefined();
  });
});
