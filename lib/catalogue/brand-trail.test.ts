import { describe, expect, it } from 'vitest';
import type { BrandTreeNode } from '@contract/entities/brand';
import { brandTrail } from './brand-trail';

const node = (id: number, children: BrandTreeNode[] = []) =>
  ({ id, name: `b${id}`, children }) as unknown as BrandTreeNode;
const tree = [node(1, [node(4, [node(9)])]), node(2)];

describe('brandTrail', () => {
  it('walks from the root brand down to the product line', () => {
    expect(brandTrail(tree, 9).map((b) => b.id)).toEqual([1, 4, 9]);
    expect(brandTrail(tree, 2).map((b) => b.id)).toEqual([2]);
  });
  it('is empty for a brand outside the tree', () => {
    expect(brandTrail(tree, 99)).toEqual([]);
  });
});
