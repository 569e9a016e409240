import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { parseOrThrow } from '../http/validation';
import { parseIdParam } from '../list/id-param';
import { productChangeTags } from '../revalidation/changed-tags';
import type { StorefrontNotifier } from '../revalidation/storefront-notifier';
import { invalidateListingIndex } from '../catalogue/filters/listing-index';
import { updateProduct } from './admin-products.repository';
import { AdminProductPatchSchema } from './admin-products.schema';

/**
 * Changes a product's prices, stock or visibility, then (after the commit) tells the storefront
 * which cached pages to refresh. The answer says which tags were announced.
 */
export async function patchProduct(db: Database, notifier: StorefrontNotifier, params: unknown, body: unknown) {
  const id = parseIdParam(params);
  const patch = parseOrThrow(AdminProductPatchSchema, body ?? {});
  const state = await updateProduct(db, id, patch);
  if (!state) throw ApiError.notFound('Product');
  invalidateListingIndex(db);
  const tags = await productChangeTags(db, id);
  notifier.notify(tags);
  return {
    id: state.id,
    is_active: state.isActive,
    stock_state: state.stockState,
    prices: state.prices.map((p) => ({ currency: p.currency, price: p.price, taxed_price: p.taxedPrice })),
    revalidated_tags: tags,
  };
}
