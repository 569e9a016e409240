import { randomUUID } from 'node:crypto';
import type { PatchCartBody } from '@contract/calls/cart';
import type { Cart } from '@contract/entities/cart';
import { applyCartChoices } from '../checkout/checkout-choices';
import { deleteCartCredits } from './cart-credits.repository';
import type { RequestCartContext } from './cart-context';
import { deleteAllCartDiscounts, deleteAllCartItems, insertCart } from './cart.repository';
import { defaultCountryId } from '../checkout/checkout-methods.repository';
import { cartAnswer, runCartWrite } from './cart-writes';

type Ctx = RequestCartContext;

/** A new, empty guest cart with a random id, shipping to the language's country. */
export async function createCart(ctx: Ctx): Promise<Cart> {
  const cart = await insertCart(ctx.db, {
    id: randomUUID(),
    currencyId: ctx.currency.id,
    locale: ctx.locale,
    countryId: await defaultCountryId(ctx.db, ctx.locale),
    // With a bearer the cart is the customer's: only that customer's token opens it.
    customerId: ctx.requester.customerId,
    clientIp: ctx.clientIp,
  });
  return cartAnswer(ctx, cart.id);
}

export function getCart(ctx: Ctx, cartId: string): Promise<Cart> {
  return cartAnswer(ctx, cartId);
}

/** `PATCH /carts/{id}`: the cart's choices; the answer says what the change dropped on its own. */
export async function patchCart(ctx: Ctx, cartId: string, body: PatchCartBody): Promise<Cart> {
  const notices = await runCartWrite(ctx, cartId, (tx, cart) => applyCartChoices(tx, cart, body));
  return cartAnswer(ctx, cartId, notices);
}

/**
 * `DELETE /carts/{id}` clears the cart: items, vouchers and the credits spent on it go (a new item
 * is paid in full until credits are spent again), its id and choices stay, its stock is released.
 */
export async function clearCart(ctx: Ctx, cartId: string): Promise<Cart> {
  await runCartWrite(ctx, cartId, async (tx, cart) => {
    await deleteAllCartItems(tx.db, cart.id);
    await deleteAllCartDiscounts(tx.db, cart.id);
    await deleteCartCredits(tx.db, cart.id);
  });
  return cartAnswer(ctx, cartId);
}
