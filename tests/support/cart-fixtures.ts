import type { Cart, CartItem } from '@contract/entities/cart';

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
