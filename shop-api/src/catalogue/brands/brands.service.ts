import type { Brand, EmbedRequest } from '@contract';
import { findResource, listResource, showResource, treeResource } from '../../list/engine';
import type { ReadContext } from '../../list/read-context';
import { brandDefinition } from './brands.list-definition';

export const listBrands = (env: ReadContext, rawQuery: unknown) => listResource(brandDefinition, env, rawQuery);
export const showBrand = (env: ReadContext, id: number, rawQuery: unknown) =>
  showResource(brandDefinition, env, id, rawQuery);
export const brandTree = (env: ReadContext, rawQuery: unknown) => treeResource(brandDefinition, env, rawQuery);

/** A visible brand with the given embeds, or null; for the page lookup. */
export function findBrandById(
  env: ReadContext,
  id: number,
  embeds: readonly EmbedRequest[] = [],
): Promise<Brand | null> {
  return findResource(brandDefinition, env, id, embeds);
}
