import { eq } from 'drizzle-orm';
import { maxCartItemAmount } from '@contract/calls/cart';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { Cart } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { carts } from '../db/schema';
import { ApiError } from '../http/api-error';
import { cartNotFound, isCartId, type CartRequester } from './cart-access';
import type { Tx } from './cart-db';
import { loadLineFacts } from './cart-lines.repository';
import { priceCart, type CartContext } from './cart-pricing';
import {
  insertCartDiscount,
  insertCartItem,
  lockCart,
  selectCartDiscountLinks,
  selectCartItems,
  updateCart,
  updateCartItem,
  type CartItemRow,
  type CartRow,
} from './cart.repository';
import { cartAnswerFor, runRequesterCartWrite } from './customer-cart';
import { lockStockRows, refreshReservedState, stockKeyOf, stockLevels } from './stock-reservation';
import { voucherProblem } from './voucher-rules';
import { selectVouchers } from './vouchers.repository';

type Ctx = CartContext & { db: Database };
type WriteCtx = CartContext & { db: Tx };

const sourceNotFound = () => new ApiError('not_found', 'cart.sourceNotFound');

/** Moves one line of the source into the target: up to the purchase limit, the stock and the per-line maximum. */
async function mergeLine(ctx: WriteCtx, target: CartRow, targetItems: CartItemRow[], item: CartItemRow) {
  const facts = (await loadLineFacts(ctx, [item])).get(stockKeyOf(item));
  if (!facts || !facts.canPurchase || facts.taxedPrice === null) return;
  const current = targetItems.find((i) => i.itemType === cartItemTypes.classic && stockKeyOf(i) === stockKeyOf(item));
  const inCart = current?.amount ?? 0;
  let wanted = Math.min(inCart + item.amount, maxCartItemAmount);
  if (facts.maxPurchasableAmount !== null) wanted = Math.min(wanted, facts.maxPurchasableAmount);
  const available = (await stockLevels(ctx.db, [item], target.id)).get(stockKeyOf(item))?.available ?? null;
  if (available !== null) wanted = Math.min(wanted, available);
  if (wanted <= inCart) return;
  if (current) await updateCartItem(ctx.db, current.id, { amount: wanted });
  else
    await insertCartItem(ctx.db, {
      cartId: target.id,
      productId: item.productId,
      productVariationId: item.productVariationId,
      itemType: cartItemTypes.classic,
      amount: wanted,
    });
}

/** The source's vouchers that apply to the target as it now is. */
async function carryVouchers(ctx: WriteCtx, target: CartRow, discountIds: number[]) {
  if (discountIds.length === 0) return;
  const refreshed = (await lockCart(ctx.db, target.id)) as CartRow;
  const priced = await priceCart(ctx, refreshed, [], { itemsOnly: true });
  const own = priced.lines.filter((l) => l.row.itemType === cartItemTypes.classic && !l.soldOut);
  const cart = {
    itemsTaxedPrice: own.reduce((sum, l) => sum + l.taxedUnitPrice * l.row.amount, 0),
    hasItems: own.length > 0,
    currencyCode: ctx.currency.code,
  };
  const vouchers = await selectVouchers(ctx.db, discountIds, ctx.locale, ctx.currency.id);
  const now = new Date();
  for (const voucher of vouchers)
    if (voucherProblem(voucher, cart, now) === null) await insertCartDiscount(ctx.db, target.id, voucher.id);
}

/**
 * `POST /carts/{id}/transfer-items`: the anonymous cart's items move into the customer's cart, in
 * one transaction. Amounts merge with the target's lines within the purchase limit and the stock;
 * the source's vouchers come along where they apply; the source's reservation is released and the
 * target's renewed; the source cart is deleted (closed: its id answers 404 from now on). A target
 * that was a guest's becomes the customer's. The source must be a guest's cart or the customer's
 * own (another customer's: 404); the same cart is a 422.
 */
export async function transferCartItems(
  ctx: Ctx,
  targetId: string,
  sourceId: string,
  requester: CartRequester & { customerId: number },
): Promise<Cart> {
  if (!isCartId(targetId)) throw cartNotFound();
  const target = targetId.toLowerCase();
  const source = sourceId.toLowerCase();
  if (target === source) throw ApiError.validation([{ field: 'source_cart_id', message: 'cart.sameCart' }]);
  let sourceRow: CartRow | undefined;
  await runRequesterCartWrite(
    ctx,
    target,
    requester,
    async (tx, targetRow) => {
      if (!sourceRow || sourceRow.orderedAt !== null) throw sourceNotFound();
      if (sourceRow.customerId !== null && sourceRow.customerId !== requester.customerId) throw sourceNotFound();
      const sourceItems = (await selectCartItems(tx.db, source)).filter((i) => i.itemType === cartItemTypes.classic);
      const discountIds = (await selectCartDiscountLinks(tx.db, source)).map((d) => d.discountId);
      // The source goes first: its reservation no longer counts against the target.
      await tx.db.delete(carts).where(eq(carts.id, source));
      await refreshReservedState(tx.db, sourceItems);
      // The target may take more of each of these: their stock rows, in one go, before they are read.
      await lockStockRows(tx.db, sourceItems);
      for (const item of sourceItems) await mergeLine(tx, targetRow, await selectCartItems(tx.db, target), item);
      await carryVouchers(tx, targetRow, discountIds);
      if (targetRow.customerId === null) await updateCart(tx.db, target, { customerId: requester.customerId });
    },
    {
      beforeLock: async (tx) => {
        // Both carts locked in id order, so two transfers between the same carts queue instead of deadlocking.
        for (const id of [target, source].sort()) {
          const row = await lockCart(tx, id);
          if (id === source) sourceRow = row;
        }
      },
    },
  );
  return cartAnswerFor(ctx, target, requester);
}
