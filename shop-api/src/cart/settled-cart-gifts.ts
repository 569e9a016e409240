import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { RequestCurrency } from '../http/request-context';
import { loadCurrencies } from '../shop/currencies.repository';
import type { Tx } from './cart-db';
import { planGifts } from './cart-gifts';
import { loadLineFacts } from './cart-lines.repository';
import type { CartContext } from './cart-pricing';
import { deleteCartItem, findCart, selectCartItems, updateCartItem, type CartItemRow } from './cart.repository';
import { giftKey } from './gift-rules';
import { refreshReservedState, type StockKey } from './stock-reservation';

/**
 * After an order's stock lowered other carts (`settleCartsAfterStockTaken`), each of them keeps
 * only the gifts its lowered items still earn: an order gift whose threshold the cart no longer
 * reaches goes, a product gift follows its parent's new amount (docs/cart.md, "Gifts"). Vouchers
 * and free shipping are priced on every read, so they follow by themselves; only gift lines are
 * rows that must be changed.
 *
 * Runs in the order's transaction, priced in each cart's own currency and language (not the
 * order's). It takes no lock on those carts' rows (the order holds stock rows, and a cart write
 * takes its cart row before the stock rows: waiting for it here would deadlock), like the item
 * changes it follows. It only removes or lowers gifts: a gift the cart now earns (rare: a voucher
 * that stopped applying raises what the items are worth) is added by the cart's next write, which
 * checks its stock.
 */
export async function dropUnearnedGifts(ctx: CartContext & { db: Tx }, cartIds: string[]): Promise<void> {
  const ids = [...new Set(cartIds)];
  if (ids.length === 0) return;
  const currencies = await loadCurrencies(ctx.db);
  const freed: StockKey[] = [];
  for (const id of ids) freed.push(...(await dropCartUnearnedGifts(ctx, id, currencies)));
  if (freed.length > 0) await refreshReservedState(ctx.db, freed);
}

/** One cart's gifts brought down to what its items earn; answers the gifts whose held stock it let go. */
async function dropCartUnearnedGifts(
  base: CartContext & { db: Tx },
  cartId: string,
  currencies: RequestCurrency[],
): Promise<CartItemRow[]> {
  const cart = await findCart(base.db, cartId);
  const currency = currencies.find((c) => c.id === cart?.currencyId);
  if (!cart || cart.orderedAt !== null || !currency) return [];
  const items = await selectCartItems(base.db, cart.id);
  const gifts = items.filter((item) => item.giftId !== null);
  if (gifts.length === 0) return [];
  const ctx = { ...base, currency, locale: cart.locale as CartContext['locale'] };
  const own = items.filter((item) => item.itemType === cartItemTypes.classic);
  const plan = await planGifts(ctx, cart, items, await loadLineFacts(ctx, own));
  const changed: CartItemRow[] = [];
  for (const gift of gifts) {
    const earned = plan.wanted.find((wanted) => giftKey(wanted) === giftKey(gift))?.amount ?? 0;
    if (earned >= gift.amount) continue;
    if (earned === 0) await deleteCartItem(base.db, cart.id, gift.id);
    else
      await updateCartItem(base.db, gift.id, { amount: earned, reservedAmount: Math.min(gift.reservedAmount, earned) });
    changed.push(gift);
  }
  return changed;
}
