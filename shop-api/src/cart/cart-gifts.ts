import { cartItemTypes } from '@contract/entities/cart';
import type { Tx } from './cart-db';
import {
  deleteCartItem,
  insertCartItem,
  selectCartItems,
  updateCartItem,
  type CartItemRow,
  type CartRow,
} from './cart.repository';
import { priceCart, type CartContext } from './cart-pricing';
import { giftKey, giftRuleTypes, wantedGifts } from './gift-rules';
import { lockStockRows, mayHoldMore, stockKeyOf, stockLevels, type StockLevel } from './stock-reservation';
import { selectGiftRules } from './vouchers.repository';

/**
 * Brings the cart's gift lines in line with the gift rules: adds the gifts the cart now earns
 * (as many as the stock left to the cart allows), changes their amounts, removes the ones it no
 * longer earns. Runs inside the cart's write transaction, after the shopper's change. The items are
 * priced only when an order-amount rule of the currency needs their worth; the gifts' stock rows are
 * locked only when the cart earns gifts. Answers the items and their stock levels when it priced
 * them and changed no gift line (the reservation then reads nothing again), else null.
 */
export async function syncGifts(
  ctx: CartContext & { db: Tx },
  cart: CartRow,
): Promise<{ items: CartItemRow[]; stock: Map<string, StockLevel> } | null> {
  const items = await selectCartItems(ctx.db, cart.id);
  const own = items.filter((i) => i.itemType === cartItemTypes.classic);
  const existing = items.filter((i) => i.giftId !== null);
  const rules = await selectGiftRules(
    ctx.db,
    own.map((i) => i.productId),
  );
  if (rules.rules.length === 0 && existing.length === 0) return null;
  const needsWorth =
    own.length > 0 &&
    rules.rules.some((rule) => rule.type === giftRuleTypes.orderAmount && rule.currencyId === ctx.currency.id);
  const priced = needsWorth ? await priceCart(ctx, cart, [], { itemsOnly: true, items }) : null;
  const purchasedTaxedPrice = priced?.totals.purchasedTaxedPrice ?? 0;
  const wanted = wantedGifts({
    ...rules,
    lines: own.map((i) => ({ cartItemId: i.id, productId: i.productId, amount: i.amount })),
    currencyId: ctx.currency.id,
    purchasedTaxedPrice,
  });
  // Only a gift that may hold more than its line holds takes a lock (late, so a deadlock is possible: cart-writes.ts retries).
  await lockStockRows(
    ctx.db,
    wanted.filter((gift) =>
      mayHoldMore(
        {
          amount: gift.amount,
          reservedAmount: existing.find((i) => giftKey(i) === giftKey(gift))?.reservedAmount ?? 0,
        },
        cart,
      ),
    ),
  );
  const levels = await stockLevels(ctx.db, wanted, cart.id);
  const left = new Map<string, number | null>();
  for (const [key, level] of levels) {
    const ownUnits = own.filter((i) => stockKeyOf(i) === key).reduce((sum, i) => sum + i.amount, 0);
    left.set(key, level.available === null ? null : Math.max(0, level.available - ownUnits));
  }
  const kept = new Set<number>();
  let changed = false;
  for (const gift of wanted) {
    const key = stockKeyOf(gift);
    const available = left.get(key) ?? null;
    const amount = available === null ? gift.amount : Math.min(gift.amount, available);
    if (available !== null) left.set(key, available - amount);
    if (amount <= 0) continue;
    const current = existing.find((i) => giftKey(i) === giftKey(gift));
    if (current) {
      kept.add(current.id);
      if (current.amount !== amount) {
        changed = true;
        await updateCartItem(ctx.db, current.id, { amount });
      }
    } else {
      changed = true;
      await insertCartItem(ctx.db, {
        cartId: cart.id,
        parentId: gift.parentId,
        productId: gift.productId,
        productVariationId: gift.productVariationId,
        giftId: gift.giftId,
        itemType: gift.itemType,
        amount,
      });
    }
  }
  for (const item of existing)
    if (!kept.has(item.id)) {
      changed = true;
      await deleteCartItem(ctx.db, cart.id, item.id);
    }
  // Unchanged items: their stock as the pricing read it (under the locks) serves the reservation.
  return priced && !changed ? { items, stock: priced.stock } : null;
}
