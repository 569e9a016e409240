import type { Locale } from '@contract';
import type { OrderConfirmationMail } from './order-confirmation.types';

/**
 * A confirmation as the order helper would map a paid-later order (bank transfer, pickup point,
 * a gift, a voucher), for the tests and for a look at the mail in the sandbox mailbox.
 */
export function sampleOrderConfirmation(
  locale: Locale = 'cs',
  overrides: Partial<OrderConfirmationMail> = {},
): OrderConfirmationMail {
  const czk = (amount: string) => (locale === 'en' ? `CZK ${amount}` : `${amount} Kč`);
  return {
    locale,
    order: { id: 123, code: '2025000123', placedAt: '2025-05-12T12:30:00Z' },
    email: 'jana.novakova@example.com',
    customerName: 'Jana Nováková',
    items: [
      {
        name: 'Lněná košile',
        variationName: 'Modrá, M',
        amount: 2,
        unitPrice: czk('890,00'),
        totalPrice: czk('1 780,00'),
        itemType: 0,
      },
      {
        name: 'Keramický hrnek',
        variationName: null,
        amount: 1,
        unitPrice: czk('0,00'),
        totalPrice: czk('0,00'),
        itemType: 1,
      },
    ],
    totals: {
      items: czk('1 780,00'),
      shipping: czk('79,00'),
      payment: czk('0,00'),
      discounts: [{ name: 'JARO10', amount: czk('−178,00') }],
      total: czk('1 681,00'),
      tax: czk('291,74'),
    },
    shipping: {
      methodName: 'Zásilkovna',
      price: czk('79,00'),
      pickupPoint: { name: 'Praha 2, Vinohradská 12', address: 'Vinohradská 12, 120 00 Praha 2' },
      deliveryAddress: null,
    },
    billingAddress: {
      name: 'Jana Nováková',
      street: 'Korunní 810/104',
      city: 'Praha 10',
      postalCode: '101 00',
      country: 'Česko',
      phone: '+420 601 234 567',
    },
    payment: { methodName: 'Bankovní převod', price: czk('0,00') },
    instructions: {
      kind: 'bank_transaction',
      accountNumber: '2801234567/2010',
      iban: 'CZ65 2010 0000 0028 0123 4567',
      variableSymbol: '2025000123',
      amount: czk('1 681,00'),
      dueDate: '2025-05-19',
    },
    ...overrides,
  };
}
