import {
  CartAddressesResponseSchema,
  CartAddressResponseSchema,
  CartBatchResponseSchema,
  CartPaymentMethodListResponseSchema,
  CartResponseSchema,
  CartShippingMethodListResponseSchema,
  type AddCartItemBody,
  type CartAddressInput,
  type PatchCartBody,
  type SetCartPaymentMethodBody,
  type SetCartShippingMethodBody,
} from '@contract/calls/cart';
import type { AddressType } from '@contract/codes/address-types';
import type { ApiClient } from '@/lib/api/api-client';

/**
 * The browser's cart calls (docs/cart.md, "Calls"), each parsed with the contract's answer schema.
 * They take the client (`getBrowserApi(locale)`) so tests and callers choose it; failures are
 * thrown as `ApiClientError`, which the hooks in `use-cart.ts` / `use-cart-mutations.ts` turn into
 * results. Every change answers the whole cart.
 */

const carts = 'carts';
const cart = (id: string) => ({ id });
const under = (id: string, part: string, itemId?: number) => ({ params: [id, part], id: itemId });

export const createCart = (api: ApiClient) => api.post(CartResponseSchema, carts, { body: {} });

export const getCart = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get(CartResponseSchema, carts, { ...cart(id), signal });

/** `PATCH /carts/{id}`: the e-mail, the chosen methods, whether goods go to another address. */
export const patchCart = (api: ApiClient, id: string, body: PatchCartBody) =>
  api.patch(CartResponseSchema, carts, { ...cart(id), body });

/** `DELETE /carts/{id}`: empties the cart (items and vouchers); the cart and its id stay. */
export const clearCart = (api: ApiClient, id: string) => api.delete(CartResponseSchema, carts, cart(id));

export const addCartItem = (api: ApiClient, id: string, body: AddCartItemBody) =>
  api.post(CartResponseSchema, carts, { ...under(id, 'items'), body });

export const changeCartItemAmount = (api: ApiClient, id: string, itemId: number, amount: number) =>
  api.patch(CartResponseSchema, carts, { ...under(id, 'items', itemId), body: { amount } });

export const removeCartItem = (api: ApiClient, id: string, itemId: number) =>
  api.delete(CartResponseSchema, carts, under(id, 'items', itemId));

/** `POST /carts/{id}/items/batch`: the cart, and `_errors` keyed `items.<index>.<field>` for skipped items. */
export const batchAddCartItems = (api: ApiClient, id: string, items: Record<string, unknown>[]) =>
  api.post(CartBatchResponseSchema, carts, { params: [id, 'items', 'batch'], body: { items } });

export const addCartDiscount = (api: ApiClient, id: string, code: string) =>
  api.post(CartResponseSchema, carts, { ...under(id, 'discounts'), body: { code } });

export const removeCartDiscount = (api: ApiClient, id: string, discountId: number) =>
  api.delete(CartResponseSchema, carts, under(id, 'discounts', discountId));

export const listCartShippingMethods = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get(CartShippingMethodListResponseSchema, carts, { ...under(id, 'shipping-methods'), signal });

export const setCartShippingMethod = (api: ApiClient, id: string, body: SetCartShippingMethodBody) =>
  api.put(CartResponseSchema, carts, { ...under(id, 'shipping-methods'), body });

export const listCartPaymentMethods = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get(CartPaymentMethodListResponseSchema, carts, { ...under(id, 'payment-methods'), signal });

export const setCartPaymentMethod = (api: ApiClient, id: string, body: SetCartPaymentMethodBody) =>
  api.put(CartResponseSchema, carts, { ...under(id, 'payment-methods'), body });

export const getCartAddresses = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get(CartAddressesResponseSchema, carts, { ...under(id, 'addresses'), signal });

export const setCartAddress = (api: ApiClient, id: string, type: AddressType, body: CartAddressInput) =>
  api.patch(CartAddressResponseSchema, carts, { params: [id, 'addresses', type], body });
