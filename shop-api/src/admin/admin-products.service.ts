import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { productChangeTags } from '../revalidation/changed-tags';
import type { StorefrontNotifier } from '../revalidation/storefront-notifier';
import { invalidateListingIndex } from '../catalogue/filters/listing-index';
import { updateProduct } from './admin-products.repository';
import type { AdminProductPatch } from '@contract/calls/admin';
import { CurrencyCodeSchema } from '@contract';

/**
 * Changes a product's prices, stock or visibility, then (after the commit) tells the storefront
 * which cached pages to refresh. The answer says which tags were announced.
 */
export async function patchProduct(db: Database, notifier: StorefrontNotifier, id: number, patch: AdminProductPatch) {
  const state = await updateProduct(db, id, patch);
  if (!state) throw ApiError.notFound('notFound.product');
  invalidateListingIndex(db);
  const tags = await productChangeTags(db, id);
  notifier.notify(tags);
  return {
    id: state.id,
    is_active: state.isActive,
    stock_state: state.stockState,
    prices: state.prices.map((p) => ({
      currency: CurrencyCodeSchema.parse(p.currency),
      price: p.price,
      taxed_price: p.taxedPrice,
    })),
    revalidated_tags: tags,
  };
}
