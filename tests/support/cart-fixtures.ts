import { paymentServices } from '@contract/codes/payment-services';
import type { Cart, CartItem, CartPaymentMethod, CartShippingMethod } from '@contract/entities/cart';

/**
 * Carts and items shaped like the API's answers (`CartSchema`), for storefront tests. Prices in
 * euros; every field can be overridden.
 */
export const money = (value: number) => ({ value, formatted: `€${value.toFixed(2)}` });

export const cartId = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';
export const otherCartId = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

let nextItemId = 1;

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const id = overrides.id ?? nextItemId++;
  const amount = overrides.amount ?? 1;
  return {
    id,
    name: `Product ${id}`,
    variation_name: null,
    image_id: null,
    image_url: null,
    product_id: id * 10,
    product_variation_id: null,
    gift_id: null,
    amount,
    item_type: 0,
    parent_id: null,
    unit_price: money(10),
    taxed_unit_price: money(12.1),
    original_unit_price: money(10),
    original_taxed_unit_price: money(12.1),
    total_price: money(10 * amount),
    taxed_total_price: money(12.1 * amount),
    tax_rate: 21,
    tax_amount: money(2.1 * amount),
    product_urls: { en: `/product-${id}`, cs: `/produkt-${id}`, sk: `/produkt-${id}` },
    url: `/product-${id}`,
    update_stock: true,
    stock_state: 10,
    max_amount: 10,
    sold_out: false,
    items: [],
    ...overrides,
  };
}

export function cart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [];
  const own = items.filter((item) => item.item_type === 0);
  const amount = own.reduce((sum, item) => sum + item.amount, 0);
  const itemsPrice = items.reduce((sum, item) => sum + item.taxed_total_price.value, 0);
  return {
    id: cartId,
    currency: 'EUR',
    expiration_at: null,
    reservation_set: false,
    items_price: money(itemsPrice / 1.21),
    taxed_items_price: money(itemsPrice),
    discounted_items_price: money(itemsPrice / 1.21),
    discounted_taxed_items_price: money(itemsPrice),
    discounted_amount: money(0),
    discounted_taxed_amount: money(0),
    shipping_price: money(0),
    taxed_shipping_price: money(0),
    payment_price: money(0),
    taxed_payment_price: money(0),
    total_price: money(itemsPrice / 1.21),
    taxed_total_price: money(itemsPrice),
    total_price_without_credits: money(itemsPrice / 1.21),
    taxed_total_price_without_credits: money(itemsPrice),
    credits_amount: money(0),
    customer_accounts: [],
    tax_amount: money(itemsPrice - itemsPrice / 1.21),
    tax_per_rate: [],
    amount,
    total_amount: items.reduce((sum, item) => sum + item.amount, 0),
    unique_amount: own.length,
    email: null,
    has_account: false,
    has_free_shipping: false,
    free_shipping_remaining: money(80),
    has_shipping_address: false,
    shipping_country_id: null,
    shipping_method_id: null,
    shipping_option_id: null,
    payment_method_id: null,
    shipping_method: null,
    shipping_option: null,
    payment_method: null,
    discounts: [],
    items,
    notices: [],
    ...overrides,
  };
}

/** A shipping method without options with the given address requirement (the DPD courier). */
export function shippingMethod(requirement: 0 | 1 | 2): CartShippingMethod {
  return {
    id: 3,
    name: 'DPD courier',
    description: null,
    price: money(4.9),
    taxed_price: money(5.9),
    original_price: money(4.9),
    original_taxed_price: money(5.9),
    tax_rate: 21,
    can_use: true,
    can_be_used_by_country: true,
    has_options: false,
    option_id: null,
    delivery_time: null,
    shipping_service: 11,
    address_requirement: requirement,
    image_id: null,
    image_url: null,
    position: 1,
  };
}

/** The bank transfer payment (pay later). */
export const bankTransfer: CartPaymentMethod = {
  id: 1,
  name: 'Bank transfer',
  description: null,
  payment_note: null,
  price: money(0),
  taxed_price: money(0),
  tax_rate: 21,
  can_use: true,
  unavailable_reason: null,
  payment_service: paymentServices.bankTransaction,
  is_online: false,
  is_pay_later: true,
  image_id: null,
  image_url: null,
  position: 1,
};
