import { addressFieldPath, missingAddressFields, type AddressRequirement } from '@contract/codes/address-requirements';
import { addressTypeCodes, type AddressType } from '@contract/codes/address-types';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { ApiFieldError } from '../http/api-error';
import { msg } from '../messages/message';
import { addressFieldsOf } from '../addresses/address-row';
import type { CartAddressRow } from '../cart/cart.repository';
import type { loadPricedCart } from '../cart/cart-writes';
import { paymentUnavailableReason, shippingMethodUsable } from './checkout.serializer';

type LoadedCart = Awaited<ReturnType<typeof loadPricedCart>>;

function addressProblems(row: CartAddressRow | undefined, requirement: AddressRequirement, type: AddressType) {
  return missingAddressFields(row ? addressFieldsOf(row) : null, requirement, type).map((field) => ({
    field: addressFieldPath(type, field),
    message: 'checkout.fillBeforeOrdering' as const,
  }));
}

/**
 * What still stands between the cart and an order (docs/checkout.md, "The phase machine", and the
 * cart's own rules), one field error each: no items, an item not covered by the stock, no usable
 * shipping method, no pickup point for a method with options, no usable payment method, no e-mail,
 * missing address fields. Empty when the cart can be ordered. `POST /orders` answers these as a
 * 422.
 */
export function orderBlockers(loaded: LoadedCart, addresses: CartAddressRow[]): ApiFieldError[] {
  const { priced, incompatiblePayments, shippingOption } = loaded;
  const problems: ApiFieldError[] = [];
  const own = priced.lines.filter((line) => line.row.itemType === cartItemTypes.classic);
  if (own.length === 0) problems.push({ field: 'items', message: 'checkout.cartEmpty' });
  priced.lines.forEach((line, index) => {
    if (line.soldOut)
      problems.push({
        field: `items.${index}.amount`,
        message: msg('checkout.itemSoldOut', { name: line.facts?.name ?? msg('checkout.thisItem') }),
      });
    else if (line.maxAmount !== null && line.row.amount > line.maxAmount)
      problems.push({
        field: `items.${index}.amount`,
        message: msg('cart.onlyAvailable', { available: line.maxAmount }),
      });
  });
  const shipping = priced.shippingMethod;
  if (!shipping || !shippingMethodUsable(shipping, priced.row.countryId).usable)
    problems.push({ field: 'shipping_method_id', message: 'checkout.chooseShipping' });
  else if (shipping.method.hasOptions && shippingOption?.shippingMethodId !== shipping.method.id)
    problems.push({ field: 'shipping_option_id', message: 'checkout.choosePickupPoint' });
  const payment = priced.paymentMethod;
  if (!payment || paymentUnavailableReason(payment, !incompatiblePayments.has(payment.method.id), priced.ctx) !== null)
    problems.push({ field: 'payment_method_id', message: 'checkout.choosePayment' });
  if (!priced.row.email) problems.push({ field: 'email', message: 'checkout.enterEmail' });
  if (shipping) {
    const requirement = shipping.method.addressRequirement as AddressRequirement;
    problems.push(
      ...addressProblems(
        addresses.find((a) => a.type === addressTypeCodes.billing),
        requirement,
        'billing',
      ),
    );
    if (priced.row.hasShippingAddress)
      problems.push(
        ...addressProblems(
          addresses.find((a) => a.type === addressTypeCodes.shipping),
          requirement,
          'shipping',
        ),
      );
  }
  return problems;
}
