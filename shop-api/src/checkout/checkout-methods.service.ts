import type { SetCartPaymentMethodBody, SetCartShippingMethodBody } from '@contract/calls/cart';
import type { Cart, CartPaymentMethod, CartShippingMethod, ShippingOption } from '@contract/entities/cart';
import type { ListEnvelope } from '@contract/envelope';
import { ApiError } from '../http/api-error';
import { searchableText } from '../cart/searchable-text';
import { findAccessibleCart } from '../cart/cart-access';
import { applyCartChoices } from './checkout-choices';
import type { Executor } from '../cart/cart-db';
import type { RequestCartContext } from '../cart/cart-context';
import { serializePaymentMethod, serializeShippingMethod, serializeShippingOption } from './checkout.serializer';
import { findShippingMethod, searchShippingOptions } from './checkout-methods.repository';
import { cartAnswer, loadPricedCart, runCartWrite } from '../cart/cart-writes';

type Ctx = RequestCartContext;

const wholeList = <T>(items: T[]): ListEnvelope<T> => ({
  items,
  _meta: { page: 1, per_page: items.length, total: items.length, total_pages: 1 },
  _errors: {},
});

/** Every active shipping method, priced for this cart (zero when it ships free), with `can_use`. */
export async function listCartShippingMethods(ctx: Ctx, cartId: string): Promise<ListEnvelope<CartShippingMethod>> {
  const cart = await findAccessibleCart(ctx.db, cartId, ctx.requester);
  const { priced } = await loadPricedCart(ctx, cart, [], 'all');
  const view = {
    countryId: cart.countryId,
    hasFreeShipping: priced.totals.hasFreeShipping,
    chosenOptionId: cart.shippingOptionId,
    chosenMethodId: cart.shippingMethodId,
  };
  return wholeList(priced.shippingMethods.map((row) => serializeShippingMethod(row, view, ctx)));
}

/** Every active payment method, with `can_use` false for those the chosen shipping method rules out. */
export async function listCartPaymentMethods(ctx: Ctx, cartId: string): Promise<ListEnvelope<CartPaymentMethod>> {
  const cart = await findAccessibleCart(ctx.db, cartId, ctx.requester);
  const { priced, incompatiblePayments } = await loadPricedCart(ctx, cart, [], 'all');
  return wholeList(
    priced.paymentMethods.map((row) => serializePaymentMethod(row, !incompatiblePayments.has(row.method.id), ctx)),
  );
}

/** `PUT`/`POST /carts/{id}/shipping-methods`: chooses the method (and its pickup point); a payment method it rules out is dropped with a notice. */
export async function setCartShippingMethod(ctx: Ctx, cartId: string, body: SetCartShippingMethodBody): Promise<Cart> {
  const notices = await runCartWrite(ctx, cartId, (tx, cart) =>
    applyCartChoices(tx, cart, {
      shipping_method_id: body.shipping_method_id,
      ...(body.shipping_option_id !== undefined ? { shipping_option_id: body.shipping_option_id } : {}),
    }),
  );
  return cartAnswer(ctx, cartId, notices);
}

export async function setCartPaymentMethod(ctx: Ctx, cartId: string, body: SetCartPaymentMethodBody): Promise<Cart> {
  const notices = await runCartWrite(ctx, cartId, (tx, cart) =>
    applyCartChoices(tx, cart, { payment_method_id: body.payment_method_id }),
  );
  return cartAnswer(ctx, cartId, notices);
}

const defaultPerPage = 20;

/** `GET /shipping-methods/{id}/options`: a page of the method's pickup points, searched without case or diacritics. */
export async function listShippingOptions(
  db: Executor,
  methodId: number,
  query: { search?: string; page?: number; per_page?: number },
): Promise<ListEnvelope<ShippingOption>> {
  const method = await findShippingMethod(db, methodId);
  if (!method) throw ApiError.notFound('notFound.shippingMethod');
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  const words = searchableText(query.search ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 8);
  const { rows, total } = method.hasOptions
    ? await searchShippingOptions(db, methodId, words, { limit: perPage, offset: (page - 1) * perPage })
    : { rows: [], total: 0 };
  return {
    items: rows.map(serializeShippingOption),
    _meta: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
    _errors: {},
  };
}
