import { addressRequirements } from '@contract/codes/address-requirements';
import { addressTypeCodes } from '@contract/codes/address-types';
import type { Cart } from '@contract/entities/cart';
import type { Database } from '../db/client';
import { addressColumnsOf } from '../addresses/address-row';
import { ApiError } from '../http/api-error';
import { msg, type Text } from '../messages/message';
import { findStoredOrder, type OrderAddressRow } from '../orders/orders.repository';
import type { CartRequester } from '../cart/cart-access';
import { applyCartChoices, followShippingCountry } from './checkout-choices';
import type { CartContext } from '../cart/cart-pricing';
import { lockCart, upsertCartAddress, type CartRow } from '../cart/cart.repository';
import { findShippingOption, selectPaymentMethods, selectShippingMethods } from './checkout-methods.repository';
import { cartAnswerFor, runRequesterCartWrite } from '../cart/customer-cart';
import type { Tx } from '../cart/cart-db';

type Ctx = CartContext & { db: Database };

const missing = (message: Text) =>
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
 * `fast_checkout_missing_reference` when the order has no shipping or payment method, or they can
 * no longer be used (method switched off, not in this currency or country), or when its method
 * sends the goods to an address and the order has no billing address with a street to copy. A
 * method whose goods go to a pickup point or the shop (requirement 1) needs no street: its basic
 * billing address (who collects) is copied as it is, and an order without one leaves the cart's own.
 */
export async function fastCheckout(
  ctx: Ctx,
  cartId: string,
  orderId: number,
  requester: CartRequester & { customerId: number },
): Promise<Cart> {
  const stored = await findStoredOrder(ctx.db, orderId);
  if (!stored || stored.order.customerId !== requester.customerId) throw ApiError.notFound('notFound.order');
  const { order, addresses } = stored;
  const billing = addresses.find((a) => a.type === addressTypeCodes.billing);
  const delivery = addresses.find((a) => a.type === addressTypeCodes.shipping);
  if (order.shippingMethodId === null) throw missing('checkout.fastNoShipping');
  if (order.paymentMethodId === null) throw missing('checkout.fastNoPayment');
  const shippingMethodId = order.shippingMethodId;
  const paymentMethodId = order.paymentMethodId;
  await runRequesterCartWrite(ctx, cartId, requester, async (tx, cart) => {
    const scope = { locale: ctx.locale, currencyId: ctx.currency.id };
    const shipping = await selectShippingMethods(tx.db, scope);
    const payments = await selectPaymentMethods(tx.db, scope);
    const method = shipping.find((m) => m.method.id === shippingMethodId);
    if (!method) throw missing('checkout.fastNoShipping');
    if (!payments.some((m) => m.method.id === paymentMethodId)) throw missing('checkout.fastNoPayment');
    const requirement = method.method.addressRequirement;
    if (requirement !== addressRequirements.billingBasic && !isPostalAddress(billing))
      throw missing('checkout.fastNoBilling');
    const separate = delivery !== undefined && requirement === addressRequirements.both;
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
        throw missing(msg('checkout.fastChoicesGone', { reason: error.fieldErrors[0]?.message ?? error.text }));
      throw error;
    }
  });
  return cartAnswerFor(ctx, cartId, requester);
}

/** An address the goods can be sent to: a street and a country. */
const isPostalAddress = (address: OrderAddressRow | undefined): address is OrderAddressRow =>
  Boolean(address?.street) && address?.countryId !== null;

async function writeAddresses(
  tx: Tx,
  cart: CartRow,
  billing: OrderAddressRow | undefined,
  delivery: OrderAddressRow | undefined,
) {
  if (billing) await upsertCartAddress(tx, cart.id, addressTypeCodes.billing, addressFields(billing));
  if (delivery) await upsertCartAddress(tx, cart.id, addressTypeCodes.shipping, addressFields(delivery));
}
