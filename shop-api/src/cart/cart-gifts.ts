import { cartItemTypes } from '@contract/entities/cart';
import type { Tx } from './cart-db';
import { deleteCartItem, insertCartItem, selectCartItems, updateCartItem, type CartRow } from './cart.repository';
import { priceCart, type CartContext } from './cart-pricing';
import { giftKey, wantedGifts } from './gift-rules';
import { stockKeyOf, stockLevels } from './stock-reservation';
import { selectGiftRules } from './vouchers.repository';

/**
 * Brings the cart's gift lines in line with the gift rules: adds the gifts the cart now earns
 * (as many as the stock left to the cart allows), changes their amounts, removes the ones it no
 * longer earns. Runs inside the cart's write transaction, after the shopper's change.
 */
export async function syncGifts(ctx: CartContext & { db: Tx }, cart: CartRow): Promise<void> {
  const items = await selectCartItems(ctx.db, cart.id);
  const own = items.filter((i) => i.itemType === cartItemTypes.classic);
  const existing = items.filter((i) => i.giftId !== null);
  const rules = await selectGiftRules(
    ctx.db,
    own.map((i) => i.productId),
  );
  if (rules.rules.length === 0 && existing.length === 0) return;
  const priced = await priceCart(ctx, cart, [], { itemsOnly: true });
  const wanted = wantedGifts({
    ...rules,
    lines: own.map((i) => ({ cartItemId: i.id, productId: i.productId, amount: i.amount })),
    currencyId: ctx.currency.id,
    purchasedTaxedPrice: priced.totals.purchasedTaxedPrice,
  });
  const levels = await stockLevels(ctx.db, wanted, cart.id);
  const left = new Map<string, number | null>();
  for (const [key, level] of levels) {
    const ownUnits = own.filter((i) => stockKeyOf(i) === key).reduce((sum, i) => sum + i.amount, 0);
    left.set(key, level.available === null ? null : Math.max(0, level.available - ownUnits));
  }
  const kept = new Set<number>();
  for (const gift of wanted) {
    const key = stockKeyOf(gift);
    const available = left.get(key) ?? null;
    const amount = available === null ? gift.amount : Math.min(gift.amount, available);
    if (available !== null) left.set(key, available - amount);
    if (amount <= 0) continue;
    const current = existing.find((i) => giftKey(i) === giftKey(gift));
    if (current) {
      kept.add(current.id);
      if (current.amount !== amount) await updateCartItem(ctx.db, current.id, { amount });
    } else {
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
  for (const item of existing) if (!kept.has(item.id)) await deleteCartItem(ctx.db, cart.id, item.id);
}
