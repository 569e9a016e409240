import { describe, expect, it } from 'vitest';
import type { CategoryTreeNode } from '@contract/entities/category';
import { categoryTrail } from './category-trail';

const node = (id: number, children: CategoryTreeNode[] = []) =>
  ({ id, name: `c${id}`, children }) as unknown as CategoryTreeNode;
const tree = [node(1, [node(6, [node(20)]), node(7)]), node(2, [node(8)])];

describe('categoryTrail', () => {
  it('walks from the root down to the category', () => {
    expect(categoryTrail(tree, 20).map((c) => c.id)).toEqual([1, 6, 20]);
    expect(categoryTrail(tree, 8).map((c) => c.id)).toEqual([2, 8]);
    expect(categoryTrail(tree, 2).map((c) => c.id)).toEqual([2]);
  });
  it('is empty for a category outside the tree', () => {
    expect(categoryTrail(tree, 99)).toEqual([]);
  });
});
