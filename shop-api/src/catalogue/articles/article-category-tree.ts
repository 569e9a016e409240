import type { ArticleCategory } from '@contract';

/** Pure walks over the article categories of one language (each knows its `parent_id`). */

/** The direct subcategories of a category, in the given order. */
export function childrenOf(all: readonly ArticleCategory[], id: number): ArticleCategory[] {
  return all.filter((c) => c.parent_id === id);
}

/** The categories above one, from the root down to its parent; stops at a missing or repeated parent. */
export function ancestorsOf(all: readonly ArticleCategory[], id: number): ArticleCategory[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const trail: ArticleCategory[] = [];
  const seen = new Set([id]);
  let parentId = byId.get(id)?.parent_id ?? null;
  while (parentId !== null && !seen.has(parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    trail.unshift(parent);
    seen.add(parentId);
    parentId = parent.parent_id;
  }
  return trail;
}

/** A category and every category below it, at any depth. */
export function selfAndDescendantIds(all: readonly ArticleCategory[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) {
    for (const child of all) if (child.parent_id === ids[i] && !ids.includes(child.id)) ids.push(child.id);
  }
  return ids;
}
