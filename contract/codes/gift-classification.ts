import { cartItemTypes } from './cart-item-types';

/** The fields the classification reads, as the data catalogue names a Cart item's. */
export interface ClassifiableCartItem {
  item_type: number;
  parent_id?: number | null;
}

/**
 * - `product_gift`: a related gift under the product that brought it;
 * - `order_gift`: a gift the order earned (by rule, e.g. above an amount), with no parent;
 * - `package_item`: a part of a package, under the package;
 * - `line`: anything else (a classic item, a package, a no-send gift, and an item whose parent
 *   does not match its type), shown as its own line.
 */
export type CartItemClass = 'product_gift' | 'order_gift' | 'package_item' | 'line';

/**
 * The data catalogue's gift classification (docs/cart.md, "The cart page"): a related gift item
 * with a parent is a product gift; a gift item without a parent is an order gift; a package item
 * with a parent is a package item.
 */
export function classifyCartItem(item: ClassifiableCartItem): CartItemClass {
  const hasParent = item.parent_id != null;
  if (item.item_type === cartItemTypes.relatedGift && hasParent) return 'product_gift';
  if (item.item_type === cartItemTypes.gift && !hasParent) return 'order_gift';
  if (item.item_type === cartItemTypes.packageItem && hasParent) return 'package_item';
  return 'line';
}
