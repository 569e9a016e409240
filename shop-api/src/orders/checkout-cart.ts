import type { FastifyRequest } from 'fastify';
import type { CartAddress } from '@contract/entities/address';
import type { Cart } from '@contract/entities/cart';
import { cartRequester } from '../auth/request-customer';
import { assertCartAccess, cartNotFound, isCartId } from '../cart/cart-access';
import { cartContext } from '../cart/cart-context';
import { cartAnswerOf, loadPricedCart } from '../cart/cart-writes';
import { lockCart, selectCartAddresses, type CartRow } from '../cart/cart.repository';
import { addressTypeCode, serializeCartAddress } from '../checkout/checkout.serializer';
import { voucherProblemMessage } from '../cart/voucher-rules';
import type { ApiFieldError } from '../http/api-error';
import { msg } from '../messages/message';
import { toMoney } from '../shop/money';
import type { Tx } from './orders.repository';

export { dropUnearnedGifts } from '../cart/settled-cart-gifts';
export {
  settleCartsAfterStockTaken,
  takeStockForOrder,
  type CartStockChange,
  type OrderStockLine,
} from '../cart/stock-reservation';

/**
 * What placing an order takes from the cart part (shop-api/src/cart/), in one place: the cart row
 * locked for the order's transaction, and the cart as GET /carts/{id} answers it for this request
 * (its prices are what the order fixes), with its addresses.
 */
export interface CheckoutCart {
  cart: Cart;
  billing: CartAddress | null;
  shipping: CartAddress | null;
  /** Vouchers in the cart that no longer apply (expired, used up, below their minimum), as `discounts.<index>`. */
  voucherProblems: ApiFieldError[];
}

/** The cart row, locked until the order's transaction ends; 404 unknown (or malformed), 403 a customer's. */
export async function lockCartForOrder(tx: Tx, cartId: string, request: FastifyRequest): Promise<CartRow> {
  if (!isCartId(cartId)) throw cartNotFound();
  const requester = await cartRequester(request, tx);
  const cart = await lockCart(tx, cartId.toLowerCase());
  if (!cart) throw cartNotFound();
  assertCartAccess(cart, requester);
  return cart;
}

export async function readCheckoutCart(tx: Tx, cart: CartRow, request: FastifyRequest): Promise<CheckoutCart> {
  const ctx = { ...(await cartContext(request)), db: tx };
  const loaded = await loadPricedCart(ctx, cart);
  const addresses = await selectCartAddresses(tx, cart.id);
  const address = (type: 'billing' | 'shipping') => {
    const row = addresses.find((r) => r.type === addressTypeCode(type));
    return row ? serializeCartAddress(row) : null;
  };
  const money = (value: number) => toMoney(value, ctx.locale, ctx.currency).formatted;
  const voucherProblems = loaded.priced.vouchers.flatMap((v, index) =>
    v.problem === null
      ? []
      : [
          {
            field: `discounts.${index}`,
            message: msg('voucher.named', {
              code: v.voucher.code,
              reason: voucherProblemMessage(v.problem, ctx.currency.code, money),
            }),
          },
        ],
  );
  return { cart: cartAnswerOf(loaded), billing: address('billing'), shipping: address('shipping'), voucherProblems };
}
