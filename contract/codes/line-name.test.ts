import { describe, expect, it } from 'vitest';
import { lineName } from './line-name';

describe('lineName', () => {
  it('names a variation once when its name already begins with the product’s', () => {
    expect(lineName('Zimní parka Vento', 'Zimní parka Vento – L, Červená')).toBe('Zimní parka Vento – L, Červená');
  });

  it('puts a bare variation name after the product’s', () => {
    expect(lineName('Lněná košile', 'Modrá, M')).toBe('Lněná košile – Modrá, M');
  });

  it('is the product’s name without a variation', () => {
    expect(lineName('Keramický hrnek', null)).toBe('Keramický hrnek');
    expect(lineName('Keramický hrnek', '  ')).toBe('Keramický hrnek');
  });
});
