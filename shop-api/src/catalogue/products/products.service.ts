import type { EmbedRequest, ListEnvelope, Product } from '@contract';
import { findPage, findResource, listResource, showResource } from '../../list/engine';
import type { ReadContext } from '../../list/read-context';
import { productDefinition } from './products.list-definition';

export const listProducts = (env: ReadContext, rawQuery: unknown) => listResource(productDefinition, env, rawQuery);
export const showProduct = (env: ReadContext, id: number, rawQuery: unknown) =>
  showResource(productDefinition, env, id, rawQuery);

/** A listed product with the given embeds, or null; for the page lookup. */
export function findProductById(
  env: ReadContext,
  id: number,
  embeds: readonly EmbedRequest[] = [],
): Promise<Product | null> {
  return findResource(productDefinition, env, id, embeds);
}

/**
 * A typed page of products for server-side callers (homepage featured products), from query
 * parameters as a URL would carry them: `{ sort: '-sells_count', per_page: '8', embed: 'urls' }`.
 */
export function findProducts(env: ReadContext, params: Record<string, string>): Promise<ListEnvelope<Product>> {
  return findPage(productDefinition, env, params);
}
