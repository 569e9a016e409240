import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { paymentGateways } from '../codes/card-gateways';
import { addressRequirements } from '../codes/address-requirements';
import { addressTypes } from '../codes/address-types';
import { cartItemTypes } from '../codes/cart-item-types';
import { paymentServices } from '../codes/payment-services';
import { shippingServices } from '../codes/shipping-services';
import { PaymentGatewaySchema } from '../calls/payments';
import { AddressRequirementSchema, AddressTypeSchema } from './address';
import { CartItemTypeSchema } from './cart';
import { PaymentServiceSchema, ShippingServiceSchema } from './checkout-methods';

/**
 * Each zod schema of a code accepts exactly the codes of its zod-free list in `contract/codes/`:
 * every code parses, and nothing else does (the neighbours of the numbers, other words).
 */
const pairs: [string, readonly (number | string)[], z.ZodType][] = [
  ['payment services', Object.values(paymentServices), PaymentServiceSchema],
  ['shipping services', Object.values(shippingServices), ShippingServiceSchema],
  ['cart item types', Object.values(cartItemTypes), CartItemTypeSchema],
  ['address requirements', Object.values(addressRequirements), AddressRequirementSchema],
  ['address types', addressTypes, AddressTypeSchema],
  ['card gateways', paymentGateways, PaymentGatewaySchema],
];

/** Values around the codes: every integer from below the lowest to above the highest, halves, other words. */
function probes(codes: readonly (number | string)[]): unknown[] {
  const numbers = codes.filter((code): code is number => typeof code === 'number');
  const around =
    numbers.length === 0
      ? []
      : Array.from({ length: Math.max(...numbers) - Math.min(...numbers) + 5 }, (_, i) => Math.min(...numbers) - 2 + i);
  const words = codes.filter((code): code is string => typeof code === 'string');
  return [...around, 0.5, ...numbers.map((n) => n + 0.5), ...words.map((w) => `${w}x`), 'other', null, ...codes];
}

describe('code lists and their schemas', () => {
  it.each(pairs)('%s: the schema accepts exactly the listed codes', (_name, codes, schema) => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const value of probes(codes))
      expect(schema.safeParse(value).success, `${String(value)}`).toBe(codes.includes(value as never));
  });
});
