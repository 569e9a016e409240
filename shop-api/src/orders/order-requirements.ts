import { addressInputSchema } from '@contract/calls/address-input';
import {
  addressFieldPath,
  addressRequirements,
  missingAddressFields,
  type AddressRequirement,
  type MissingAddressField,
} from '@contract/codes/address-requirements';
import type { AddressType } from '@contract/codes/address-types';
import { cartHasItems } from '@contract/codes/cart-has-items';
import { addressFields, type CartAddress } from '@contract/entities/address';
import type { Cart } from '@contract/entities/cart';
import type { ApiFieldError } from '../http/api-error';
import type { MessageKey } from '../messages/message';
import { contractTextMessage } from '../messages/contract-texts';
import { zodIssueMessage, type IssueFacts } from '../messages/zod-issues';

/**
 * What a cart still lacks before it can be ordered, as field errors the delivery form can show
 * on its fields (docs/orders-and-payments.md): `items`, `email`, `shipping_method_id`,
 * `shipping_option_id`, `payment_method_id`, `billing_address.<field>`, `shipping_address.<field>`.
 * Pure: the cart as GET /carts/{id} answers it, its addresses, and the countries' ISO codes.
 */

/** The API's text per missing field (the codes are the contract's; the storefront has its own texts per code). */
const missingMessages: Record<MissingAddressField, MessageKey> = {
  first_name: 'checkout.firstName',
  last_name: 'checkout.lastName',
  dial_code: 'checkout.dialCode',
  phone: 'checkout.phone',
  country_id: 'checkout.country',
  street: 'validation.street',
  city: 'checkout.city',
  post_code: 'checkout.postCode',
  company_name: 'validation.companyName',
  company_identification_number: 'validation.companyId',
};

type AddressFieldName = keyof typeof addressFields;

/** The address's filled-in fields, as the address form would send them. */
function filledFields(address: CartAddress): Record<string, unknown> {
  const entries = (Object.keys(addressFields) as AddressFieldName[])
    .map((name) => [name, address[name]] as const)
    .filter(([, value]) => value !== null && value !== '');
  return Object.fromEntries(entries);
}

function addressProblems(
  address: CartAddress | null,
  type: AddressType,
  requirement: AddressRequirement,
  alpha2Of: (countryId: number) => string | undefined,
): ApiFieldError[] {
  const missing = missingAddressFields(address, requirement, type);
  const problems: ApiFieldError[] = missing.map((field) => ({
    field: addressFieldPath(type, field),
    message: missingMessages[field],
  }));
  if (!address) return problems;
  const alpha2 = address.country_id === null ? undefined : alpha2Of(address.country_id);
  if (address.country_id !== null && alpha2 === undefined)
    problems.push({ field: addressFieldPath(type, 'country_id'), message: 'checkout.noDelivery' });
  const parsed = addressInputSchema(alpha2).safeParse(filledFields(address));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || (missing as readonly string[]).includes(field)) continue;
    if (problems.some((p) => p.field === addressFieldPath(type, field))) continue;
    problems.push({
      field: addressFieldPath(type, field),
      message: contractTextMessage(issue.message) ?? zodIssueMessage(issue as IssueFacts),
    });
  }
  return problems;
}

export function checkoutProblems(input: {
  cart: Cart;
  billing: CartAddress | null;
  shipping: CartAddress | null;
  alpha2Of: (countryId: number) => string | undefined;
}): ApiFieldError[] {
  const { cart } = input;
  if (!cartHasItems(cart)) return [{ field: 'items', message: 'checkout.cartEmptyAdd' }];
  const problems: ApiFieldError[] = [];
  if (!cart.email) problems.push({ field: 'email', message: 'checkout.enterEmail' });

  const shipping = cart.shipping_method;
  if (!shipping) problems.push({ field: 'shipping_method_id', message: 'checkout.chooseShipping' });
  else if (!shipping.can_use)
    problems.push({
      field: 'shipping_method_id',
      message: 'checkout.shippingCannotDeliver',
    });
  else if (shipping.has_options && !cart.shipping_option)
    problems.push({ field: 'shipping_option_id', message: 'checkout.choosePickupPoint' });

  const payment = cart.payment_method;
  if (!payment) problems.push({ field: 'payment_method_id', message: 'checkout.choosePayment' });
  else if (!payment.can_use)
    problems.push({
      field: 'payment_method_id',
      message: 'checkout.paymentUnavailable',
    });

  const requirement = shipping?.address_requirement ?? addressRequirements.billingFull;
  problems.push(...addressProblems(input.billing, 'billing', requirement, input.alpha2Of));
  // A different delivery address counts only where the shipping method allows one (requirement "both").
  if (cart.has_shipping_address && requirement === addressRequirements.both)
    problems.push(...addressProblems(input.shipping, 'shipping', requirement, input.alpha2Of));
  return problems;
}
