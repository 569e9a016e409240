import { describe, expect, it } from 'vitest';
import { groupBatchErrors } from './envelope';

describe('groupBatchErrors (batch errors grouped per item)', () => {
  it('groups `items.<index>.<field>` messages per item, in item order, with the first message to show', () => {
    const groups = groupBatchErrors({
      'items.2.amount': ['Only 3 left.', 'Must be whole.'],
      'items.0.product_id': ['No such product.'],
      'items.2.product_variation_id': ['Choose a variation.'],
    });
    expect(groups).toEqual([
      { index: 0, fields: { product_id: ['No such product.'] }, firstMessage: 'No such product.' },
      {
        index: 2,
        fields: { amount: ['Only 3 left.', 'Must be whole.'], product_variation_id: ['Choose a variation.'] },
        firstMessage: 'Only 3 left.',
      },
    ]);
  });

  it('reports a key that is not a three-part path with a numeric index, and skips it', () => {
    const invalid: string[] = [];
    const groups = groupBatchErrors(
      { 'items.x.amount': ['a'], items: ['b'], 'items.1': ['c'], 'items.1.amount': [] },
      (key) => invalid.push(key),
    );
    expect(groups).toEqual([]);
    expect(invalid).toEqual(['items.x.amount', 'items', 'items.1', 'items.1.amount']);
  });
});
