import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text from `open` (just past a `(`) to its matching `)`. */
function callArguments(source: string, open: number): string {
  let depth = 1;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open, i);
  }
  return source.slice(open);
}

/** The string literals of a piece of code, their quotes taken off (a template's `${…}` parts too). */
function literals(code: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < code.length; i++) {
    const quote = code[i];
    if (quote !== "'" && quote !== '"' && quote !== '`') continue;
    let end = i + 1;
    while (end < code.length && code[end] !== quote) end += code[end] === '\\' ? 2 : 1;
    found.push(code.slice(i + 1, end).replace(/\$\{[^}]*\}/g, ''));
    i = end;
  }
  return found;
}

/** Code with a string literal holding a space: a sentence, not a catalogue key or a field path. */
const sentence = { test: (code: string) => literals(code).some((text) => /\s/.test(text) && /\p{L}{2}/u.test(text)) };

/** Each call of the error type that carries a sentence instead of a catalogue key, as `file: call`. */
function rawMessages(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/new ApiError\(|ApiError\.(?:validation|notFound)\(/g)) {
      const args = callArguments(source, match.index + match[0].length);
      if (sentence.test(args)) found.push(`${relative(srcDir, file)}: ${match[0]}${args.slice(0, 80)}`);
    }
    // Field errors built apart from the call: `{ field: …, message: 'A sentence.' }`.
    for (const match of source.matchAll(/field:[^{}]*?message:\s*('[^'\n]*'|`[^`]*`)/g)) {
      if (sentence.test(match[1] ?? '')) found.push(`${relative(srcDir, file)}: ${match[0].slice(0, 100)}`);
    }
  }
  return found;
}

describe('the API words its messages in one place', () => {
  it('passes catalogue keys, never English sentences, to ApiError and its field errors', () => {
    expect(rawMessages()).toEqual([]);
  });

  it('finds a sentence where one is written (the scan itself works)', () => {
    expect(sentence.test(`'This voucher has expired.'`)).toBe(true);
    expect(sentence.test(`'voucher.expired'`)).toBe(false);
    expect(sentence.test('`items.${index}.amount`')).toBe(false);
  });
});
