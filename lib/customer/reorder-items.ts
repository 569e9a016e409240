import { maxBatchItems } from '@contract/calls/cart';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { Order } from '@contract/entities/order';

/** One line of `POST /carts/{id}/items/batch`. */
export type ReorderItem = {
  product_id: number;
  product_variation_id?: number;
  amount: number;
};

/**
 * What "order again" puts back into an empty cart (docs/customer-area.md, "Fast checkout"): the
 * order's own product lines, each with its variation and amount. Gifts and package contents are
 * left out (the cart's rules add gifts again where they still apply), and so is a line whose
 * product is gone from the catalogue (no `product_id`). The batch call skips what can no longer be
 * bought and says so per line. At most one batch's worth.
 */
export function reorderItems(
  items: readonly Pick<
    Order['items'][number],
    'product_id' | 'product_variation_id' | 'order_item_type' | 'parent_id' | 'amount'
  >[],
): ReorderItem[] {
  return items
    .filter((item) => item.order_item_type === cartItemTypes.classic && item.parent_id === null)
    .flatMap((item) =>
      item.product_id === null
        ? []
        : [
            {
              product_id: item.product_id,
              ...(item.product_variation_id === null ? {} : { product_variation_id: item.product_variation_id }),
              amount: item.amount,
            },
          ],
    )
    .slice(0, maxBatchItems);
}
