import { describe, expect, it } from 'vitest';
import type { ArticleCategory } from '@contract';
import { ancestorsOf, childrenOf, selfAndDescendantIds } from './article-category-tree';

const category = (id: number, parentId: number | null): ArticleCategory => ({
  id,
  name: `C${id}`,
  description: null,
  parent_id: parentId,
  slug: `c${id}`,
});
// 1 ─ 2 ─ 4
//   └ 3
// 5 (a root), 6 → 7 → 6 (a broken loop), 8 → 99 (a parent not in this language)
const all = [
  category(1, null),
  category(2, 1),
  category(3, 1),
  category(4, 2),
  category(5, null),
  category(6, 7),
  category(7, 6),
  category(8, 99),
];

describe('article category tree walks', () => {
  it('finds direct children in order', () => {
    expect(childrenOf(all, 1).map((c) => c.id)).toEqual([2, 3]);
    expect(childrenOf(all, 4)).toEqual([]);
  });

  it('finds the trail from the root down to the parent', () => {
    expect(ancestorsOf(all, 4).map((c) => c.id)).toEqual([1, 2]);
    expect(ancestorsOf(all, 1)).toEqual([]);
  });

  it('stops at a missing parent and at a loop instead of running forever', () => {
    expect(ancestorsOf(all, 8)).toEqual([]);
    expect(ancestorsOf(all, 6).map((c) => c.id)).toEqual([7]);
    expect(selfAndDescendantIds(all, 6)).toEqual([6, 7]);
  });

  it('collects a category and everything below it', () => {
    expect(selfAndDescendantIds(all, 1)).toEqual([1, 2, 3, 4]);
    expect(selfAndDescendantIds(all, 5)).toEqual([5]);
  });
});
