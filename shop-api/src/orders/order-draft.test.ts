import { describe, expect, it } from 'vitest';
import { orderCode, dueDate } from './order-code';
import { orderDraft } from './order-draft';
import { testAddress, testCart, testItem } from './order-fixtures.test-support';
import { hashOrderToken, orderAccessToken, orderTokenMatches } from './order-token';

const placedAt = new Date('2026-11-23T10:00:00Z');
const draftOf = (overrides: Partial<Parameters<typeof orderDraft>[0]> = {}) =>
  orderDraft({
    cart: testCart(),
    billing: testAddress(),
    shipping: null,
    body: { cart_id: testCart().id, note: 'Ring twice', newsletter: true },
    currencyId: 1,
    locale: 'cs',
    placedAt,
    codes: new Map([['20:0', { code: 'RS-20', sku: 'SKU-20' }]]),
    bank: { bankAccount: '2900123456/2010', iban: 'CZ8620100000002900123456', swift: 'FIOBCZPPXXX', dueDays: 14 },
    purchaseFlags: new Map(),
    ...overrides,
  });

describe('orderDraft', () => {
  it('fixes the cart’s prices, methods and totals into the order', () => {
    const { order, lines } = draftOf();
    expect(order).toMatchObject({
      email: 'jana@example.com',
      note: 'Ring twice',
      newsletter: true,
      createNewAccount: false,
      taxedItemsPrice: 1000,
      taxedTotalPrice: 1079,
      shippingName: 'Lumen Box pickup point',
      shippingTaxedPrice: 79,
      shippingOptionId: 7,
      shippingOptionName: 'Lumen Box Praha 2',
      paymentName: 'Bank transfer',
      paymentService: 1,
      bankAccount: '2900123456/2010',
      paymentDueDate: '2026-12-07',
    });
    expect(order.taxPerRate).toEqual([{ tax_rate: 21, price: 891.74, tax_amount: 187.26, taxed_price: 1079 }]);
    expect(lines).toEqual([
      expect.objectContaining({
        name: 'Red running shirt',
        code: 'RS-20',
        sku: 'SKU-20',
        amount: 2,
        taxedUnitPrice: 500,
      }),
    ]);
  });

  it('keeps no bank details for a payment that is not a bank transfer', () => {
    const base = testCart();
    const card = testCart({ payment_method: { ...base.payment_method!, payment_service: 4, is_online: true } });
    const { order } = draftOf({ cart: card });
    expect(order).toMatchObject({ bankAccount: null, iban: null, paymentDueDate: null, paymentIsOnline: true });
  });

  it('puts nested items after their product, pointing at it', () => {
    const cart = testCart({
      items: [
        testItem({ id: 1, items: [testItem({ id: 2, item_type: 3, parent_id: 1, name: 'Cap' })] }),
        testItem({ id: 3, product_id: 72, name: 'Beanie', item_type: 1 }),
      ],
    });
    expect(draftOf({ cart }).lines.map((l) => [l.name, l.parentIndex, l.orderItemType])).toEqual([
      ['Red running shirt', null, 0],
      ['Cap', 0, 3],
      ['Beanie', null, 1],
    ]);
  });

  it('keeps the billing address, and a delivery address only where the method allows one', () => {
    expect(draftOf({ shipping: testAddress({ type: 'shipping' }) }).addresses.map((a) => a.type)).toEqual([2]);
    const base = testCart();
    const courier = testCart({
      has_shipping_address: true,
      shipping_method: { ...base.shipping_method!, address_requirement: 2, has_options: false },
    });
    const both = draftOf({ cart: courier, shipping: testAddress({ type: 'shipping', street: 'Jiná 5' }) });
    expect(both.addresses.map((a) => [a.type, a.street])).toEqual([
      [2, 'Korunní 12'],
      [1, 'Jiná 5'],
    ]);
  });
});

describe('order code and due date', () => {
  it('writes the year and the id in ten digits, the variable symbol’s limit', () => {
    expect(orderCode(123, placedAt)).toBe('2600000123');
    expect(orderCode(123, placedAt)).toMatch(/^\d{10}$/);
    expect(dueDate(placedAt, 14)).toBe('2026-12-07');
  });
});

describe('order access token', () => {
  it('is random without a key, derived from the key and cart with one, and checked against its hash', () => {
    const random = orderAccessToken('secret-secret-secret', null);
    expect(random).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(orderAccessToken('secret-secret-secret', null)).not.toBe(random);
    const idempotency = { key: 'A1B2C3D4-0000-4000-8000-000000000000', cartId: 'cart' };
    const derived = orderAccessToken('secret-secret-secret', idempotency);
    expect(orderAccessToken('secret-secret-secret', { ...idempotency, key: idempotency.key.toLowerCase() })).toBe(
      derived,
    );
    expect(orderAccessToken('another-secret-here', idempotency)).not.toBe(derived);
    expect(orderTokenMatches(derived, hashOrderToken(derived))).toBe(true);
    expect(orderTokenMatches(random, hashOrderToken(derived))).toBe(false);
    expect(orderTokenMatches(undefined, hashOrderToken(derived))).toBe(false);
  });
});
