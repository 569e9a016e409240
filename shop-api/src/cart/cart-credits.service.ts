import type { SetCartCustomerAccountBody } from '@contract/calls/customer-orders';
import type { Cart } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { msg, type Text } from '../messages/message';
import type { CartRequester } from './cart-access';
import { maxSpendableCredits } from './cart-credits';
import { creditBalance, findCreditKind, setCartCredits } from './cart-credits.repository';
import { priceCart, type CartContext } from './cart-pricing';
import { cartAnswerFor, runRequesterCartWrite } from './customer-cart';

type Ctx = CartContext & { db: Database };

const invalid = (field: string, message: Text) => ApiError.validation([{ field, message }], message);

/**
 * `PUT /carts/{id}/customer-accounts`: spend `amount` credits of a kind on the customer's own cart
 * (0 takes them back). At most the customer's balance, and at most what the cart's total leaves to
 * pay after the other kinds. The credits are taken (as negative usages) only when the order is placed.
 */
export async function setCartCustomerAccount(
  ctx: Ctx,
  cartId: string,
  body: SetCartCustomerAccountBody,
  requester: CartRequester & { customerId: number },
): Promise<Cart> {
  await runRequesterCartWrite(ctx, cartId, requester, async (tx, cart) => {
    if (cart.customerId !== requester.customerId) throw invalid('cart_id', 'credits.ownCartOnly');
    const kind = await findCreditKind(tx.db, body.customer_account_id, ctx.locale);
    if (!kind) throw invalid('customer_account_id', 'credits.unknownKind');
    if (body.amount === 0) {
      await setCartCredits(tx.db, cart.id, kind.customerAccountId, 0);
      return;
    }
    const balance = await creditBalance(tx.db, requester.customerId, kind.customerAccountId);
    if (body.amount > balance)
      throw invalid('amount', balance > 0 ? msg('credits.atMost', { count: balance }) : 'credits.none');
    await setCartCredits(tx.db, cart.id, kind.customerAccountId, 0);
    const priced = await priceCart(tx, cart);
    const leftToPay = priced.credits.taxedTotalPrice;
    const most = maxSpendableCredits(balance, leftToPay, kind, ctx.currency.code);
    if (body.amount > most)
      throw invalid('amount', most > 0 ? msg('credits.atMost', { count: most }) : 'credits.nothingToPay');
    await setCartCredits(tx.db, cart.id, kind.customerAccountId, body.amount);
  });
  return cartAnswerFor(ctx, cartId, requester);
}
