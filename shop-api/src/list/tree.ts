export type TreeNode<Item> = Item & { children: TreeNode<Item>[] };

/**
 * Nests items under their parents, keeping the order they come in (siblings by position).
 * An item whose parent is not among the items is left out with its subtree: a hidden
 * parent hides its children, since a shopper could not reach them.
 */
export function buildTree<Item extends { id: number; parent_id: number | null }>(
  items: readonly Item[],
): TreeNode<Item>[] {
  const nodes = new Map<number, TreeNode<Item>>(items.map((item) => [item.id, { ...item, children: [] }]));
  const roots: TreeNode<Item>[] = [];
  for (const item of items) {
    const node = nodes.get(item.id);
    if (!node) continue;
    if (item.parent_id === null) roots.push(node);
    else nodes.get(item.parent_id)?.children.push(node);
  }
  return roots;
}
