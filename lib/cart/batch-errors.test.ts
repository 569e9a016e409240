import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchErrorMessage, batchErrorsByItem } from './batch-errors';

describe('batchErrorsByItem', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('groups the messages per item index and keeps the first one to show', () => {
    const groups = batchErrorsByItem({
      'items.2.amount': ['Only 3 left.', 'Give a whole number.'],
      'items.0.product_id': ['No such product.'],
      'items.2.product_variation_id': ['Choose a variation.'],
    });
    expect([...groups.keys()]).toEqual([0, 2]);
    expect(groups.get(2)).toEqual({
      index: 2,
      fields: { amount: ['Only 3 left.', 'Give a whole number.'], product_variation_id: ['Choose a variation.'] },
      firstMessage: 'Only 3 left.',
    });
    expect(batchErrorMessage(groups, 0)).toBe('No such product.');
    expect(batchErrorMessage(groups, 2)).toBe('Only 3 left.');
    expect(batchErrorMessage(groups, 1)).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['two parts', 'items.1'],
    ['four parts', 'items.1.amount.extra'],
    ['a word for the index', 'items.first.amount'],
    ['a negative index', 'items.-1.amount'],
    ['no field', 'items.1.'],
    ['no prefix', '.1.amount'],
    ['one part', 'amount'],
  ])('logs and skips a path with %s', (_name, path) => {
    const groups = batchErrorsByItem({ [path]: ['Bad.'], 'items.3.amount': ['Too many.'] });
    expect([...groups.keys()]).toEqual([3]);
    expect(console.warn).toHaveBeenCalledOnce();
    expect(vi.mocked(console.warn).mock.calls[0]?.[0]).toContain(path);
  });

  it('skips a path without messages', () => {
    expect(batchErrorsByItem({ 'items.0.amount': [] }).size).toBe(0);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('answers no groups for no errors', () => {
    expect(batchErrorsByItem({}).size).toBe(0);
    expect(batchErrorsByItem(undefined).size).toBe(0);
    expect(batchErrorsByItem(null).size).toBe(0);
  });
});
