import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneTextControl, withControlInOneText } from './text-mutations';

const original = ['Jana', 'Korunní 12', 'a', 'b'];
const body = JSON.stringify({ name: 'Jana', age: 3, address: { street: 'Korunní 12' }, tags: ['a', 'b'] });

describe('withControlInOneText', () => {
  it('puts the character into exactly one text and leaves the rest of the body as it was', () => {
    fc.assert(
      fc.property(oneTextControl, ({ which, control, at }) => {
        const mutated = JSON.parse(withControlInOneText(body, which, control, at)) as Record<string, unknown>;
        const texts = [
          mutated.name,
          (mutated.address as { street: string }).street,
          ...(mutated.tags as string[]),
        ] as string[];
        const changed = texts.flatMap((text, index) =>
          text === original[index] ? [] : [{ text, before: original[index] }],
        );
        expect(changed).toHaveLength(1);
        expect(changed[0]!.text.replace(control, '')).toBe(changed[0]!.before);
        expect(mutated.age).toBe(3);
      }),
      { numRuns: 200, seed: 20240611 },
    );
  });

  it('reaches every text of the body', () => {
    const reached = new Set(
      [0, 1, 2, 3]
        .map((which) => withControlInOneText(body, which, '\u0000', 0))
        .map((text) => text.indexOf('\\u0000')),
    );
    expect(reached.size).toBe(4);
  });

  it('leaves a body without text, or not JSON, alone', () => {
    expect(withControlInOneText('{"a":1}', 5, '\u0000', 2)).toBe('{"a":1}');
    expect(withControlInOneText('{not json', 0, '\u0000', 0)).toBe('{not json');
    expect(withControlInOneText('"x"', 0, '\u0001', 1)).toBe('"x\\u0001"');
  });
});
