import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { Tx } from './cart-db';
import type { LineFacts } from './cart-lines.repository';
import { deleteCartItem, insertCartItem, updateCartItem, type CartItemRow, type CartRow } from './cart.repository';
import { priceCart, type CartContext, type CartReads } from './cart-pricing';
import { giftKey, giftRuleTypes, wantedGifts, type WantedGift } from './gift-rules';
import { mayHoldMore, stockKeyOf, type StockKey, type StockLevel } from './stock-reservation';
import { selectGiftRules } from './vouchers.repository';

/** The gifts a cart earns after a change, found before any stock row is locked. */
export interface GiftPlan {
  wanted: WantedGift[];
  /** The stock rows of gifts that may hold more than their lines hold: to lock with the others. */
  lockKeys: StockKey[];
  /** The share of the price each active gift takes off (every gift line after `applyGifts` is one of them). */
  giftPercents: Map<number, number>;
  /** The cart's voucher links and vouchers, when the worth of the items was priced. */
  reads: Pick<CartReads, 'links' | 'vouchers'> | null;
}

/**
 * Which gifts the cart earns with these items (its items after the change), by the gift rules:
 * reads the rules and, only when an order-amount rule of the currency needs it, the worth of the
 * items (their prices and vouchers, not their stock). Reads nothing that needs a stock lock.
 */
export async function planGifts(
  ctx: CartContext & { db: Tx },
  cart: CartRow,
  items: CartItemRow[],
  facts: Map<string, LineFacts>,
): Promise<GiftPlan> {
  const own = items.filter((i) => i.itemType === cartItemTypes.classic);
  const existing = items.filter((i) => i.giftId !== null);
  const rules = await selectGiftRules(
    ctx.db,
    own.map((i) => i.productId),
  );
  const giftPercents = new Map(rules.gifts.map((gift) => [gift.id, gift.percents]));
  if (rules.rules.length === 0 && existing.length === 0) return { wanted: [], lockKeys: [], giftPercents, reads: null };
  const needsWorth =
    own.length > 0 &&
    rules.rules.some((rule) => rule.type === giftRuleTypes.orderAmount && rule.currencyId === ctx.currency.id);
  const priced = needsWorth
    ? await priceCart(ctx, cart, [], { itemsOnly: true, withoutStock: true, known: { items, facts, giftPercents } })
    : null;
  const wanted = wantedGifts({
    ...rules,
    lines: own.map((i) => ({ cartItemId: i.id, productId: i.productId, amount: i.amount })),
    currencyId: ctx.currency.id,
    purchasedTaxedPrice: priced?.totals.purchasedTaxedPrice ?? 0,
  });
  // Only a gift that may hold more than its line holds needs its row locked.
  const lockKeys = wanted.filter((gift) =>
    mayHoldMore(
      {
        amount: gift.amount,
        reservedAmount: existing.find((i) => giftKey(i) === giftKey(gift))?.reservedAmount ?? 0,
      },
      cart,
    ),
  );
  return {
    wanted,
    lockKeys,
    giftPercents,
    reads: priced ? { links: priced.reads.links, vouchers: priced.reads.vouchers } : null,
  };
}

/** Items in the order the cart lists them: the shopper's own, then gifts, each as added. */
export const inCartOrder = (items: CartItemRow[]) => [...items].sort((a, b) => a.itemType - b.itemType || a.id - b.id);

/**
 * Brings the cart's gift lines in line with the plan: adds the gifts the cart now earns (as many as
 * the stock left to the cart allows), changes their amounts, removes the ones it no longer earns.
 * `levels` are the stock levels read under the locks (every wanted gift's key among them). Answers
 * the cart's items after it.
 */
export async function applyGifts(
  ctx: CartContext & { db: Tx },
  cart: CartRow,
  items: CartItemRow[],
  plan: GiftPlan,
  levels: Map<string, StockLevel>,
): Promise<CartItemRow[]> {
  const own = items.filter((i) => i.itemType === cartItemTypes.classic);
  const existing = items.filter((i) => i.giftId !== null);
  if (plan.wanted.length === 0 && existing.length === 0) return items;
  const left = new Map<string, number | null>();
  for (const key of new Set(plan.wanted.map(stockKeyOf))) {
    const available = levels.get(key)?.available ?? null;
    const ownUnits = own.filter((i) => stockKeyOf(i) === key).reduce((sum, i) => sum + i.amount, 0);
    left.set(key, available === null ? null : Math.max(0, available - ownUnits));
  }
  const after = new Map(items.map((item) => [item.id, item]));
  const kept = new Set<number>();
  for (const gift of plan.wanted) {
    const key = stockKeyOf(gift);
    const available = left.get(key) ?? null;
    const amount = available === null ? gift.amount : Math.min(gift.amount, available);
    if (available !== null) left.set(key, available - amount);
    if (amount <= 0) continue;
    const current = existing.find((i) => giftKey(i) === giftKey(gift));
    if (current) {
      kept.add(current.id);
      if (current.amount !== amount) {
        await updateCartItem(ctx.db, current.id, { amount });
        after.set(current.id, { ...current, amount });
      }
    } else {
      const row = await insertCartItem(ctx.db, {
        cartId: cart.id,
        parentId: gift.parentId,
        productId: gift.productId,
        productVariationId: gift.productVariationId,
        giftId: gift.giftId,
        itemType: gift.itemType,
        amount,
      });
      after.set(row.id, row);
    }
  }
  for (const item of existing)
    if (!kept.has(item.id)) {
      await deleteCartItem(ctx.db, cart.id, item.id);
      after.delete(item.id);
    }
  return inCartOrder([...after.values()]);
}
