import type { BrandTreeNode } from '@contract/entities/brand';

/** The path from a root brand down to the brand, or [] when the brand is not in the tree. */
export function brandTrail(tree: BrandTreeNode[], brandId: number): BrandTreeNode[] {
  for (const node of tree) {
    if (node.id === brandId) return [node];
    const below = brandTrail(node.children, brandId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
