import type { Order, PlacedOrder } from '@contract/entities/order';
import { money } from './cart-fixtures';

/**
 * Orders shaped like the API's answers (`OrderSchema`), for storefront tests: one item, a courier
 * and a bank transfer by default, prices in euros; every field can be overridden.
 */
export const orderToken = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const address = {
  first_name: 'Jana',
  last_name: 'Nováková',
  dial_code: '+420',
  phone: '601123456',
  street: 'Dlouhá 12',
  city: 'Praha',
  post_code: '110 00',
  country_id: 1,
  is_company: false,
  company_name: null,
  company_identification_number: null,
  company_vat_number: null,
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    code: '2500012',
    currency: 'EUR',
    language: 'cs',
    email: 'jana@example.com',
    note: null,
    customer_id: null,
    created_at: '2025-05-01T10:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    items_price: money(20),
    taxed_items_price: money(24.2),
    discounted_amount: money(0),
    discounted_taxed_amount: money(0),
    total_price: money(24.9),
    taxed_total_price: money(30.1),
    tax_amount: money(5.2),
    tax_per_rate: [],
    items: [
      {
        id: 1,
        name: 'Red T-shirt',
        variation_name: 'M',
        product_id: 1,
        product_variation_id: 3,
        gift_id: null,
        parent_id: null,
        order_item_type: 0,
        code: null,
        sku: null,
        image_url: null,
        amount: 2,
        unit_price: money(10),
        taxed_unit_price: money(12.1),
        total_price: money(20),
        taxed_total_price: money(24.2),
        tax_rate: 21,
      },
    ],
    shipping: {
      shipping_method_id: 3,
      name: 'DPD courier',
      price: money(4.9),
      taxed_price: money(5.9),
      tax_rate: 21,
      shipping_option_id: null,
      shipping_option_name: null,
      shipping_service: 11,
    },
    payment: {
      payment_method_id: 1,
      name: 'Bank transfer',
      price: money(0),
      taxed_price: money(0),
      tax_rate: 21,
      payment_service: 1,
      is_online: false,
      is_pay_later: true,
      payment_note: null,
    },
    addresses: [{ type: 'billing', ...address }],
    discounts: [],
    payment_instructions: {
      bank_account: '2900123456/2010',
      iban: 'CZ8620100000002900123456',
      swift: 'FIOBCZPPXXX',
      variable_symbol: '2500012',
      amount: money(30.1),
      due_date: '2025-05-15',
      qr_payload: 'SPD*1.0*ACC:CZ8620100000002900123456*AM:30.10*CC:EUR*X-VS:2500012',
    },
    state: 'pay_later',
    credits_amount: money(0),
    shipments: [],
    invoices: [],
    ...overrides,
  };
}

export function placedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return { ...order(), access_token: orderToken, account_notice: null, ...overrides };
}
