import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods, offeredShippingMethods } from './method-availability';
import { paymentAfterShippingChange, type PaymentAfterShippingChange } from './payment-compatibility';

const methods = [
  { id: 1, can_use: true },
  { id: 2, can_use: false },
  { id: 3, can_use: true },
];

describe('paymentAfterShippingChange', () => {
  const cases: [string, { id: number } | null | undefined, PaymentAfterShippingChange][] = [
    ['nothing chosen', null, { action: 'none' }],
    ['nothing chosen (field left out)', undefined, { action: 'none' }],
    ['a method still usable', { id: 3 }, { action: 'keep', paymentMethodId: 3 }],
    [
      'a method the new shipping rules out',
      { id: 2 },
      { action: 'drop', paymentMethodId: 2, notice: 'payment_method_not_available_for_shipping_method' },
    ],
    [
      'a method no longer listed',
      { id: 9 },
      { action: 'drop', paymentMethodId: 9, notice: 'payment_method_not_available_for_shipping_method' },
    ],
  ];

  it.each(cases)('%s', (_name, chosen, expected) => {
    expect(paymentAfterShippingChange(chosen, methods)).toEqual(expected);
  });

  it('drops any choice when no method is listed', () => {
    expect(paymentAfterShippingChange({ id: 1 }, [])).toMatchObject({ action: 'drop' });
  });
});

describe('offered methods', () => {
  it('offers the shipping methods usable for the cart and its country, in order', () => {
    const shipping = [
      { id: 1, can_use: true, can_be_used_by_country: true },
      { id: 2, can_use: true, can_be_used_by_country: false },
      { id: 3, can_use: false, can_be_used_by_country: true },
      { id: 4, can_use: true, can_be_used_by_country: true },
    ];
    expect(offeredShippingMethods(shipping).map((method) => method.id)).toEqual([1, 4]);
  });

  it('offers the usable payment methods, in order', () => {
    expect(offeredPaymentMethods(methods).map((method) => method.id)).toEqual([1, 3]);
  });
});
