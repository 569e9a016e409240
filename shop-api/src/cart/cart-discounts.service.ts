import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { Cart } from '@contract/entities/cart';
import { ApiError } from '../http/api-error';
import { msg, type Text } from '../messages/message';
import { toMoney } from '../shop/money';
import { deleteCartDiscount, insertCartDiscount, selectCartDiscountLinks } from './cart.repository';
import type { RequestCartContext } from './cart-context';
import { priceCart } from './cart-pricing';
import { cartAnswer, runCartWrite } from './cart-writes';
import { normalizeVoucherCode, voucherProblem, voucherProblemMessage } from './voucher-rules';
import { findVoucherByCode, selectVouchers } from './vouchers.repository';

type Ctx = RequestCartContext;
const invalidCode = (message: Text) => ApiError.validation([{ field: 'code', message }]);

/** `POST /carts/{id}/discounts`: applies a voucher, or answers 422 on `code` with the reason it does not apply. */
export async function addCartDiscount(ctx: Ctx, cartId: string, rawCode: string): Promise<Cart> {
  const code = normalizeVoucherCode(rawCode);
  await runCartWrite(ctx, cartId, async (tx, cart) => {
    const voucher = await findVoucherByCode(tx.db, code, ctx.locale, ctx.currency.id);
    if (!voucher) throw invalidCode('voucher.unknown');
    const links = await selectCartDiscountLinks(tx.db, cart.id);
    if (links.some((l) => l.discountId === voucher.id)) throw invalidCode('voucher.alreadyApplied');
    const [applied] = await selectVouchers(
      tx.db,
      links.map((l) => l.discountId),
      ctx.locale,
      ctx.currency.id,
    );
    if (applied) throw invalidCode(msg('voucher.onlyOne', { code: applied.code }));
    const priced = await priceCart(tx, cart);
    const own = priced.lines.filter((l) => l.row.itemType === cartItemTypes.classic);
    const problem = voucherProblem(
      voucher,
      {
        itemsTaxedPrice: own.reduce((sum, l) => sum + l.total.taxedTotalPrice, 0),
        hasItems: own.length > 0,
        currencyCode: ctx.currency.code,
      },
      new Date(),
    );
    if (problem)
      throw invalidCode(
        voucherProblemMessage(problem, ctx.currency.code, (v) => toMoney(v, ctx.locale, ctx.currency).formatted),
      );
    await insertCartDiscount(tx.db, cart.id, voucher.id);
  });
  return cartAnswer(ctx, cartId);
}

/** `DELETE /carts/{id}/discounts/{discountId}`: removes the voucher (404 when the cart does not have it). */
export async function removeCartDiscount(ctx: Ctx, cartId: string, cartDiscountId: number): Promise<Cart> {
  await runCartWrite(ctx, cartId, async (tx, cart) => {
    if (!(await deleteCartDiscount(tx.db, cart.id, cartDiscountId))) throw ApiError.notFound('notFound.cartDiscount');
  });
  return cartAnswer(ctx, cartId);
}
