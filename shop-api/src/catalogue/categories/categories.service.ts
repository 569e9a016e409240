import type { Category, CategoryTreeNode, EmbedRequest } from '@contract';
import { findResource, listResource, loadTree, showResource, treeResource } from '../../list/engine';
import type { ReadContext } from '../../list/read-context';
import { categoryDefinition } from './categories.list-definition';

export const listCategories = (env: ReadContext, rawQuery: unknown) => listResource(categoryDefinition, env, rawQuery);
export const showCategory = (env: ReadContext, id: number, rawQuery: unknown) =>
  showResource(categoryDefinition, env, id, rawQuery);
export const categoryTree = (env: ReadContext, rawQuery: unknown) => treeResource(categoryDefinition, env, rawQuery);

/** A visible category with the given embeds, or null; for the page lookup. */
export function findCategoryById(
  env: ReadContext,
  id: number,
  embeds: readonly EmbedRequest[] = [],
): Promise<Category | null> {
  return findResource(categoryDefinition, env, id, embeds);
}

/** The whole visible category tree, e.g. for a menu. */
export function loadCategoryTree(env: ReadContext, embeds: readonly EmbedRequest[] = []): Promise<CategoryTreeNode[]> {
  return loadTree(categoryDefinition, env, embeds);
}
