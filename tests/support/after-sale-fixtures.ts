import type { Complaint } from '@contract/entities/complaint';
import type { Refund } from '@contract/entities/refund';

const money = (value: number) => ({ value, formatted: `${value} Kč` });

const itemFields = {
  order_id: 40,
  sku: 'TEE-M',
  tax_rate: 21,
  unit_price: money(400),
  taxed_unit_price: money(484),
  total_price: money(0),
  taxed_total_price: money(0),
  image_url: null,
  variation_properties_names: {},
};

/** A draft withdrawal of order 40: one tee (two ordered), nothing chosen yet; paid by transfer. */
export function draftRefund(change: Partial<Refund> = {}): Refund {
  return {
    id: 9,
    order_id: 40,
    order_code: '2600000040',
    state: 'draft',
    is_withdrawal: true,
    document_number: null,
    total_amount: 0,
    unique_amount: 0,
    items_price: money(0),
    taxed_items_price: money(0),
    shipping_refund: money(0),
    credits_refund: money(0),
    credit_amounts: [],
    total_price: money(0),
    taxed_total_price: money(0),
    tax_amount: money(0),
    tax_per_rate: [],
    shipping_method: null,
    shipping_option_id: null,
    shipping_option_name: null,
    has_shipping_address: false,
    needs_bank_account: true,
    bank_account_number: null,
    bank_code: null,
    bank_account_iban: null,
    bank_swift_code: null,
    expiration_at: '2026-12-10T23:00:00.000Z',
    created_at: '2026-11-27T10:00:00.000Z',
    submitted_at: null,
    items: [
      {
        ...itemFields,
        id: 1,
        name: 'Lumen tee',
        order_item_id: 70,
        amount: 0,
        max_amount: 2,
        tax_amount: money(0),
        reason: null,
        preferred_resolve: null,
      },
    ],
    addresses: [],
    ...change,
  };
}

/** A draft complaint of order 40 with one claimable tee. */
export function draftComplaint(change: Partial<Complaint> = {}): Complaint {
  return {
    id: 12,
    order_id: 40,
    order_code: '2600000040',
    customer_id: null,
    first_name: 'Jana',
    last_name: 'Nováková',
    email: 'jana@example.com',
    phone: null,
    bank_account_number: null,
    bank_code: null,
    bank_account_iban: null,
    bank_swift_code: null,
    document_number: null,
    state: 'draft',
    type: 'defect',
    price: money(0),
    taxed_price: money(0),
    tax_per_rate: [],
    needs_bank_account: false,
    expiration_at: '2028-11-20T23:00:00.000Z',
    resolve_by: null,
    created_at: '2026-11-27T10:00:00.000Z',
    submitted_at: null,
    items: [],
    claimable_items: [
      {
        order_item_id: 70,
        name: 'Lumen tee',
        sku: 'TEE-M',
        image_url: null,
        taxed_unit_price: money(484),
        max_amount: 2,
      },
    ],
    photos: [],
    addresses: [],
    ...change,
  };
}
