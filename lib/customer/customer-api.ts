import { CustomerResponseSchema, type ChangePasswordBody, type UpdateCustomerBody } from '@contract/calls/auth';
import type { AddressType } from '@contract/codes/address-types';
import { CartAddressResponseSchema, CartResponseSchema } from '@contract/calls/cart';
import type { ApiClient } from '@/lib/api/api-client';
import {
  CustomerAccountBalanceListResponseSchema,
  CustomerAccountUsageListResponseSchema,
} from '@contract/calls/customer-accounts';
import {
  CustomerAddressListResponseSchema,
  CustomerAddressResponseSchema,
  type CreateCustomerAddressBody,
  type UpdateCustomerAddressBody,
} from '@contract/calls/customer-addresses';
import {
  CustomerProductListItemListResponseSchema,
  CustomerProductListItemResponseSchema,
  CustomerProductListListResponseSchema,
  CustomerProductListResponseSchema,
} from '@contract/calls/wish-lists';
import { productListTypes } from '@contract/entities/wish-list';
import { OrderListResponseSchema } from '@contract/calls/customer-orders';
import { NewsletterRequestedResponseSchema, NewsletterSubscriptionResponseSchema } from '@contract/calls/newsletters';
import { OrderResponseSchema } from '@contract/calls/orders';
import { ProductReviewResponseSchema, type CreateProductReviewBody } from '@contract/calls/product-reviews';

/**
 * The customer area's calls (docs/customer-area.md), each scoped by the bearer the browser client
 * adds. They throw `ApiClientError`; the hooks turn failures into what the screens show.
 */

const customerOrdersPageSize = 10;

export const listCustomerOrders = (api: ApiClient, page: number, signal?: AbortSignal) =>
  api.get(OrderListResponseSchema, 'orders', {
    search: { page: String(page), per_page: String(customerOrdersPageSize) },
    signal,
  });

export const getCustomerOrder = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get(OrderResponseSchema, 'orders', { id, signal });

export const updateCustomer = (api: ApiClient, id: number, body: UpdateCustomerBody) =>
  api.patch(CustomerResponseSchema, 'customers', { id, body });

export const changeCustomerPassword = (api: ApiClient, id: number, body: ChangePasswordBody) =>
  api.put(null, 'customers', { params: [id, 'password'], body });

export const deleteCustomer = (api: ApiClient, id: number) => api.delete(null, 'customers', { id });

export const listCustomerAddresses = (api: ApiClient, signal?: AbortSignal) =>
  api.get(CustomerAddressListResponseSchema, 'customer-addresses', { search: { per_page: '100' }, signal });

export const createCustomerAddress = (api: ApiClient, body: CreateCustomerAddressBody) =>
  api.post(CustomerAddressResponseSchema, 'customer-addresses', { body });

export const updateCustomerAddress = (api: ApiClient, id: number, body: UpdateCustomerAddressBody) =>
  api.patch(CustomerAddressResponseSchema, 'customer-addresses', { id, body });

export const deleteCustomerAddress = (api: ApiClient, id: number) => api.delete(null, 'customer-addresses', { id });

/** The checkout's delivery phase: a saved address copied into the cart's billing or shipping address. */
export const applySavedAddressToCart = (api: ApiClient, cartId: string, type: AddressType, addressId: number) =>
  api.patch(CartAddressResponseSchema, 'carts', {
    params: [cartId, 'addresses', type],
    body: { customer_address_id: addressId },
  });

/** The customer's wish list (at most one), or none yet. */
export const findWishList = async (api: ApiClient, signal?: AbortSignal) =>
  (
    await api.get(CustomerProductListListResponseSchema, 'customer-product-lists', {
      search: { type: String(productListTypes.wishList) },
      signal,
    })
  ).items[0] ?? null;

export const createWishList = (api: ApiClient, name: string) =>
  api.post(CustomerProductListResponseSchema, 'customer-product-lists', {
    body: { name, type: productListTypes.wishList },
  });

export const listProductListItems = (api: ApiClient, listId: number, signal?: AbortSignal) =>
  api.get(CustomerProductListItemListResponseSchema, 'customer-product-lists', {
    params: [listId, 'items'],
    search: { per_page: '100' },
    signal,
  });

export const addProductListItem = (api: ApiClient, listId: number, productId: number) =>
  api.post(CustomerProductListItemResponseSchema, 'customer-product-lists', {
    params: [listId, 'items'],
    body: { product_id: productId },
  });

export const removeProductListItem = (api: ApiClient, listId: number, itemId: number) =>
  api.delete(null, 'customer-product-lists', { params: [listId, 'items', itemId] });

export const listCustomerAccounts = (api: ApiClient, signal?: AbortSignal) =>
  api.get(CustomerAccountBalanceListResponseSchema, 'customer-accounts', { signal });

const customerUsagesPageSize = 10;

export const listCustomerAccountUsages = (api: ApiClient, page: number, signal?: AbortSignal) =>
  api.get(CustomerAccountUsageListResponseSchema, 'customer-account-usages', {
    search: { page: String(page), per_page: String(customerUsagesPageSize) },
    signal,
  });

/** Spends (or with 0 stops spending) credits of one account on the cart. */
export const spendCartCredits = (api: ApiClient, cartId: string, accountId: number, amount: number) =>
  api.put(CartResponseSchema, 'carts', {
    params: [cartId, 'customer-accounts'],
    body: { customer_account_id: accountId, amount },
  });

/** Fills the cart's checkout from an earlier order (its addresses, shipping and payment). */
export const fastCheckout = (api: ApiClient, cartId: string, orderId: number) =>
  api.post(CartResponseSchema, 'carts', { params: [cartId, 'fast-checkout'], body: { order_id: orderId } });

/** Asks for the newsletter: the address gets a confirmation link (double opt-in). */
export const subscribeNewsletter = (api: ApiClient, email: string) =>
  api.post(NewsletterRequestedResponseSchema, 'newsletters', { body: { email } });

/** The confirmation mail's link: the subscription begins. */
export const confirmNewsletter = (api: ApiClient, token: string) =>
  api.post(NewsletterSubscriptionResponseSchema, 'newsletters', { params: ['confirmations'], body: { token } });

/** The welcome mail's unsubscribe link, without signing in. */
export const unsubscribeNewsletter = (api: ApiClient, token: string) =>
  api.delete(null, 'newsletters', { params: [token] });

export const writeProductReview = (api: ApiClient, body: CreateProductReviewBody) =>
  api.post(ProductReviewResponseSchema, 'product-reviews', { body });
