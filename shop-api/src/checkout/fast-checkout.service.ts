import { addressRequirements } from '@contract/codes/address-requirements';
import { addressTypeCodes } from '@contract/codes/address-types';
import type { Cart } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { addressColumnsOf } from '../addresses/address-row';
import { ApiError } from '../http/api-error';
import { findStoredOrder, type OrderAddressRow } from '../orders/orders.repository';
import type { CartRequester } from '../cart/cart-access';
import { applyCartChoices, followShippingCountry } from './checkout-choices';
import type { CartContext } from '../cart/cart-pricing';
import { lockCart, upsertCartAddress, type CartRow } from '../cart/cart.repository';
import { findShippingOption, selectPaymentMethods, selectShippingMethods } from './checkout-methods.repository';
import { cartAnswerFor, runRequesterCartWrite } from '../cart/customer-cart';
import type { Tx } from '../cart/cart-db';

type Ctx = CartContext & { db: Database };

const missing = (message: string) =>
  new ApiError('fast_checkout_missing_reference', message, [{ field: 'order_id', message }]);

function addressFields(row: OrderAddressRow) {
  return {
    customerAddressId: row.customerAddressId,
    ...addressColumnsOf(row),
  };
}

/**
 * `POST /carts/{id}/fast-checkout`: fills the cart's checkout from an earlier order of the customer:
 * its shipping method (and pickup point while it exists), payment method, billing address and its
 * separate delivery address. 404 for an order that is not the customer's; a 422
 * `fast_checkout_missing_reference` when the order has no billing address, shipping or payment
 * method, or they can no longer be used (method switched off, not in this currency or country).
 */
export async function fastCheckout(
  ctx: Ctx,
  cartId: string,
  orderId: number,
  requester: CartRequester & { customerId: number },
): Promise<Cart> {
  const stored = await findStoredOrder(ctx.db, orderId);
  if (!stored || stored.order.customerId !== requester.customerId) throw ApiError.notFound('The order');
  const { order, addresses } = stored;
  const billing = addresses.find((a) => a.type === addressTypeCodes.billing);
  const delivery = addresses.find((a) => a.type === addressTypeCodes.shipping);
  if (!billing?.street || billing.countryId === null) throw missing('This order has no billing address to copy.');
  if (order.shippingMethodId === null) throw missing('The shipping method of this order is no longer offered.');
  if (order.paymentMethodId === null) throw missing('The payment method of this order is no longer offered.');
  const shippingMethodId = order.shippingMethodId;
  const paymentMethodId = order.paymentMethodId;
  await runRequesterCartWrite(ctx, cartId, requester, async (tx, cart) => {
    const scope = { locale: ctx.locale, currencyId: ctx.currency.id };
    const shipping = await selectShippingMethods(tx.db, scope);
    const payments = await selectPaymentMethods(tx.db, scope);
    const method = shipping.find((m) => m.method.id === shippingMethodId);
    if (!method) throw missing('The shipping method of this order is no longer offered.');
    if (!payments.some((m) => m.method.id === paymentMethodId))
      throw missing('The payment method of this order is no longer offered.');
    const separate = delivery !== undefined && method.method.addressRequirement === addressRequirements.both;
    await writeAddresses(tx.db, cart, billing, separate ? delivery : undefined);
    await followShippingCountry(tx, (await lockCart(tx.db, cart.id)) as CartRow);
    const option =
      order.shippingOptionId === null ? undefined : await findShippingOption(tx.db, order.shippingOptionId);
    try {
      await applyCartChoices(tx, (await lockCart(tx.db, cart.id)) as CartRow, {
        shipping_method_id: shippingMethodId,
        ...(option && option.shippingMethodId === shippingMethodId ? { shipping_option_id: option.id } : {}),
        has_shipping_address: separate,
      });
      await applyCartChoices(tx, (await lockCart(tx.db, cart.id)) as CartRow, { payment_method_id: paymentMethodId });
    } catch (error) {
      if (error instanceof ApiError && error.type === 'validation_error')
        throw missing(`This order’s choices can no longer be used: ${error.fieldErrors[0]?.message ?? error.message}`);
      throw error;
    }
  });
  return cartAnswerFor(ctx, cartId, requester);
}

async function writeAddresses(tx: Tx, cart: CartRow, billing: OrderAddressRow, delivery: OrderAddressRow | undefined) {
  await upsertCartAddress(tx, cart.id, addressTypeCodes.billing, addressFields(billing));
  if (delivery) await upsertCartAddress(tx, cart.id, addressTypeCodes.shipping, addressFields(delivery));
}
