import type { CategoryTreeNode } from '@contract/entities/category';

/** The categories from a root down to the one with `id` (inclusive); empty when it is not in the tree. */
export function categoryTrail(tree: readonly CategoryTreeNode[], id: number): CategoryTreeNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
