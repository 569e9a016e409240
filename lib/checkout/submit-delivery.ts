import type { PlacedOrder } from '@contract/entities/order';
import type { ApiClient } from '@/lib/api/api-client';
import { ApiClientError } from '@/lib/api/api-client-error';
import { patchCart, setCartAddress } from '@/lib/cart/cart-api';
import { placeOrder } from './checkout-api';
import {
  deliveryPlan,
  formPathOfApiField,
  toOrderBody,
  type AddressWrite,
  type DeliveryFormValues,
  type DeliveryPlan,
  type FormIssue,
} from './delivery-form';
import type { AddressRequirement } from '@contract/codes/address-requirements';

/**
 * Saving the delivery phase: the cart's e-mail and addresses, then the order (`POST /orders` with
 * the attempt's idempotency key). Pure orchestration over the API client, so it is tested without
 * a browser; `checkout-mutations.ts` runs it and does what follows an order.
 */

/**
 * Why saving stopped, beyond the fields: `incomplete` (the cart lacks a method or items: back to a
 * phase before), `stock` (an item is no longer in stock as ordered), `voucher` (a voucher was used
 * up), `ordered` (this cart was ordered already), `cart_missing` (the cart is gone),
 * `unknown_error` (anything else; a retry may help).
 */
export type DeliveryFormError = 'incomplete' | 'stock' | 'voucher' | 'ordered' | 'cart_missing' | 'unknown_error';

export type SubmitDeliveryResult =
  | { ok: true; order: PlacedOrder }
  | {
      ok: false;
      /** Field errors to show on their fields (form paths). */
      fieldErrors: FormIssue[];
      /** A notice for the whole form; null when the field errors say it all. */
      formError: DeliveryFormError | null;
      /** The API's message, for the log and for English pages. */
      message: string;
    };

type Step = { call: 'cart' | 'order' } | { call: 'address'; write: AddressWrite };

function conflictKind(error: ApiClientError): DeliveryFormError {
  const fields = error.fieldErrors.map((e) => e.field);
  if (fields.some((field) => field.startsWith('items'))) return 'stock';
  if (fields.some((field) => field.startsWith('discounts'))) return 'voucher';
  if (fields.includes('cart_id')) return 'ordered';
  return 'unknown_error';
}

/** A failed step as a result: its field errors on the form's fields, the rest as the form's notice. */
function failure(error: unknown, step: Step, plan: DeliveryPlan): SubmitDeliveryResult {
  if (!(error instanceof ApiClientError))
    return { ok: false, fieldErrors: [], formError: 'unknown_error', message: String(error) };
  const base = { ok: false as const, message: error.firstMessage() };
  if (error.status === 403 || error.status === 404) return { ...base, fieldErrors: [], formError: 'cart_missing' };
  if (error.status === 409) return { ...base, fieldErrors: [], formError: conflictKind(error) };
  if (error.status !== 422) return { ...base, fieldErrors: [], formError: 'unknown_error' };
  const fieldErrors: FormIssue[] = [];
  let unplaced = error.fieldErrors.length === 0;
  for (const fieldError of error.fieldErrors) {
    const path = formPathOfApiField(fieldError.field, step, plan);
    if (path === null) unplaced = true;
    else if (!fieldErrors.some((known) => known.path === path)) fieldErrors.push({ path, message: fieldError.message });
  }
  return { ...base, fieldErrors, formError: unplaced ? 'incomplete' : null };
}

export interface SubmitDeliveryInput {
  cartId: string;
  values: DeliveryFormValues;
  requirement: AddressRequirement | null;
  /** One UUID per checkout attempt: sending the form twice places one order. */
  idempotencyKey: string;
}

export async function submitDelivery(api: ApiClient, input: SubmitDeliveryInput): Promise<SubmitDeliveryResult> {
  const plan = deliveryPlan(input.values, input.requirement);
  let step: Step = { call: 'cart' };
  try {
    await patchCart(api, input.cartId, { email: plan.email, has_shipping_address: plan.has_shipping_address });
    for (const write of plan.addresses) {
      step = { call: 'address', write };
      await setCartAddress(api, input.cartId, write.type, write.input);
    }
    step = { call: 'order' };
    const order = await placeOrder(api, toOrderBody(input.values, input.cartId), input.idempotencyKey);
    return { ok: true, order };
  } catch (error) {
    return failure(error, step, plan);
  }
}
