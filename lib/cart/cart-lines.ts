import type { Cart, CartChildItem, CartItem } from '@contract/entities/cart';
import { classifyCartItem } from '@contract/codes/gift-classification';

/** One line of the cart page: a shopper's own item with the product gifts that came with it. */
export interface CartLineView {
  item: CartItem;
  /** Product gifts (and package items) shown under the line. */
  children: CartChildItem[];
}

export interface CartLinesView {
  lines: CartLineView[];
  /** Gifts the order earned by rule (e.g. above an amount), shown apart from the lines. */
  orderGifts: CartItem[];
}

/**
 * The cart's items as the page shows them, by the data catalogue's gift classification: an
 * order gift apart, a product gift under the item that brought it (whether the API nests it or
 * sends it flat with a `parent_id`), everything else as its own line.
 */
export function cartLines(cart: Pick<Cart, 'items'>): CartLinesView {
  const lines: CartLineView[] = [];
  const orderGifts: CartItem[] = [];
  const byId = new Map<number, CartLineView>();
  const flatChildren: CartItem[] = [];
  for (const item of cart.items) {
    const kind = classifyCartItem(item);
    if (kind === 'order_gift') orderGifts.push(item);
    else if (kind === 'product_gift' || kind === 'package_item') flatChildren.push(item);
    else {
      const line = { item, children: [...item.items] };
      lines.push(line);
      byId.set(item.id, line);
    }
  }
  for (const child of flatChildren) {
    const parent = child.parent_id === null ? undefined : byId.get(child.parent_id);
    if (parent) parent.children.push(child);
    else lines.push({ item: child, children: [] });
  }
  return { lines, orderGifts };
}

/** The most units a line's stepper offers: the API's `max_amount` (purchase limit and stock), else the call's limit. */
export function lineMaxAmount(item: Pick<CartItem, 'max_amount' | 'amount'>, callLimit: number): number {
  return Math.max(item.amount, Math.min(item.max_amount ?? callLimit, callLimit));
}
