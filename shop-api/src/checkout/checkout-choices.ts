import { cardGatewayMissing } from '../payments/card-gateways';
import { addressRequirements } from '@contract/codes/address-requirements';
import { addressTypeCodes } from '@contract/codes/address-types';
import type { CartNotice } from '@contract/entities/cart';
import type { PatchCartBody } from '@contract/calls/cart';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../messages/message';
import type { Tx } from '../cart/cart-db';
import { selectCartAddresses, updateCart, type CartRow } from '../cart/cart.repository';
import type { CartContext } from '../cart/cart-pricing';
import { shippingMethodUsable } from './checkout.serializer';
import {
  findShippingOption,
  selectIncompatiblePayments,
  selectPaymentMethods,
  selectShippingMethods,
  type ShippingMethodRow,
} from './checkout-methods.repository';

/**
 * The cart's choices: shipping method and option, payment method, e-mail, a separate shipping
 * address. A choice the cart cannot take is a 422 on its field; a choice that an earlier one
 * made impossible (a payment method the new shipping method rules out) is dropped with a notice.
 */

const notice = (key: CartNotice['key']): CartNotice => ({ key, cart_item_id: null, name: null, amount: null });
const invalid = (field: string, message: MessageKey) => ApiError.validation([{ field, message }]);

type Patch = Partial<
  Pick<
    CartRow,
    'shippingMethodId' | 'shippingOptionId' | 'paymentMethodId' | 'email' | 'hasShippingAddress' | 'countryId'
  >
>;

interface State {
  cart: CartRow;
  patch: Patch;
  notices: CartNotice[];
  methods: ShippingMethodRow[];
}

const effective = <K extends keyof Patch>(state: State, key: K): CartRow[K] =>
  (key in state.patch ? state.patch[key] : state.cart[key]) as CartRow[K];

function chooseShippingMethod(state: State, id: number | null, body: PatchCartBody): void {
  if (id === state.cart.shippingMethodId) return;
  state.patch.shippingMethodId = id;
  if (state.cart.shippingOptionId !== null && body.shipping_option_id === undefined) {
    state.patch.shippingOptionId = null;
    state.notices.push(notice('shipping_option_cleared'));
  }
  if (id === null) return;
  const method = state.methods.find((m) => m.method.id === id);
  if (!method) throw invalid('shipping_method_id', 'checkout.unknownShipping');
  const { byCountry, usable } = shippingMethodUsable(method, state.cart.countryId);
  if (!byCountry) throw invalid('shipping_method_id', 'checkout.shippingCountry');
  if (!usable) throw invalid('shipping_method_id', 'checkout.shippingCurrency');
  if (
    method.method.addressRequirement !== addressRequirements.both &&
    state.cart.hasShippingAddress &&
    body.has_shipping_address !== true
  ) {
    state.patch.hasShippingAddress = false;
    state.notices.push(notice('shipping_address_not_allowed'));
  }
}

async function chooseShippingOption(ctx: CartContext & { db: Tx }, state: State, id: number | null): Promise<void> {
  state.patch.shippingOptionId = id;
  if (id === null) return;
  const methodId = effective(state, 'shippingMethodId');
  if (methodId === null) throw invalid('shipping_option_id', 'checkout.shippingFirst');
  const option = await findShippingOption(ctx.db, id);
  if (!option) throw invalid('shipping_option_id', 'checkout.unknownPickupPoint');
  if (option.shippingMethodId !== methodId) throw invalid('shipping_option_id', 'checkout.foreignPickupPoint');
}

async function choosePaymentMethod(ctx: CartContext & { db: Tx }, state: State, id: number | null, explicit: boolean) {
  const shippingId = effective(state, 'shippingMethodId');
  const ruledOut = shippingId === null ? new Set<number>() : await selectIncompatiblePayments(ctx.db, shippingId);
  if (!explicit) {
    if (id !== null && ruledOut.has(id)) {
      state.patch.paymentMethodId = null;
      state.notices.push(notice('payment_method_not_available_for_shipping_method'));
    }
    return;
  }
  state.patch.paymentMethodId = id;
  if (id === null) return;
  const methods = await selectPaymentMethods(ctx.db, { locale: ctx.locale, currencyId: ctx.currency.id });
  const method = methods.find((m) => m.method.id === id);
  if (!method) throw invalid('payment_method_id', 'checkout.unknownPayment');
  if (method.taxedPrice === null) throw invalid('payment_method_id', 'checkout.paymentCurrency');
  if (ruledOut.has(id)) throw invalid('payment_method_id', 'checkout.paymentUnavailable');
  if (cardGatewayMissing(method.method.paymentService, ctx.cardGateways))
    throw invalid('payment_method_id', 'checkout.cardNotSetUp');
}

function chooseSeparateShippingAddress(state: State, wanted: boolean): void {
  state.patch.hasShippingAddress = wanted;
  if (!wanted) return;
  const methodId = effective(state, 'shippingMethodId');
  const method = state.methods.find((m) => m.method.id === methodId);
  if (!method) throw invalid('has_shipping_address', 'checkout.shippingFirst');
  if (method.method.addressRequirement !== addressRequirements.both)
    throw invalid('has_shipping_address', 'checkout.billingOnly');
}

/** The country the goods go to: the shipping address's when the cart has a separate one, else the billing address's. */
async function shippingCountry(ctx: CartContext & { db: Tx }, state: State): Promise<number | null> {
  const addresses = await selectCartAddresses(ctx.db, state.cart.id);
  const type = effective(state, 'hasShippingAddress') ? addressTypeCodes.shipping : addressTypeCodes.billing;
  return addresses.find((a) => a.type === type)?.countryId ?? state.cart.countryId;
}

/** Applies `PATCH /carts/{id}` (and the method calls) to the locked cart; answers the notices. */
export async function applyCartChoices(
  ctx: CartContext & { db: Tx },
  cart: CartRow,
  body: PatchCartBody,
): Promise<CartNotice[]> {
  const methods = await selectShippingMethods(ctx.db, { locale: ctx.locale, currencyId: ctx.currency.id });
  const state: State = { cart, patch: {}, notices: [], methods };
  if (body.shipping_method_id !== undefined) chooseShippingMethod(state, body.shipping_method_id, body);
  if (body.has_shipping_address !== undefined) chooseSeparateShippingAddress(state, body.has_shipping_address);
  if (body.shipping_option_id !== undefined) await chooseShippingOption(ctx, state, body.shipping_option_id);
  await choosePaymentMethod(
    ctx,
    state,
    body.payment_method_id !== undefined ? body.payment_method_id : cart.paymentMethodId,
    body.payment_method_id !== undefined,
  );
  if (body.email !== undefined) state.patch.email = body.email === null ? null : body.email.trim();
  if (body.has_shipping_address !== undefined) state.patch.countryId = await shippingCountry(ctx, state);
  if (Object.keys(state.patch).length > 0) await updateCart(ctx.db, cart.id, state.patch);
  return state.notices;
}

/**
 * After an address changed the cart's country: a shipping method that does not deliver there is
 * dropped, with its option.
 */
export async function followShippingCountry(ctx: CartContext & { db: Tx }, cart: CartRow): Promise<void> {
  const state: State = { cart, patch: {}, notices: [], methods: [] };
  const countryId = await shippingCountry(ctx, state);
  if (countryId === cart.countryId) return;
  const patch: Patch = { countryId };
  if (cart.shippingMethodId !== null) {
    const methods = await selectShippingMethods(ctx.db, { locale: ctx.locale, currencyId: ctx.currency.id });
    const method = methods.find((m) => m.method.id === cart.shippingMethodId);
    if (!method || !shippingMethodUsable(method, countryId).byCountry) {
      patch.shippingMethodId = null;
      patch.shippingOptionId = null;
    }
  }
  await updateCart(ctx.db, cart.id, patch);
}
