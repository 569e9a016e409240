import { describe, expect, it } from 'vitest';
import { paymentGateway } from './card-gateways';
import { isPayLaterService, payLaterInstruction, type PayLaterInstruction } from './pay-later';

describe('pay later', () => {
  // [service, name, paid later, instruction, gateway]
  const cases: [number | null | undefined, string, boolean, PayLaterInstruction | null, 'gopay' | 'csob' | null][] = [
    [0, 'none', true, 'none', null],
    [1, 'bank transaction', true, 'bank_transfer', null],
    [2, 'web payment', false, null, null],
    [3, 'carrier', true, 'cash_on_delivery', null],
    [4, 'GoPay', false, null, 'gopay'],
    [5, 'pickup payment', true, 'pay_at_pickup', null],
    [6, 'invoice payment', true, 'invoice', null],
    [7, 'Pays', false, null, null],
    [8, 'CSOB', false, null, 'csob'],
    [9, 'an unknown code', false, null, null],
    [null, 'no service', true, 'none', null],
    [undefined, 'no service (left out)', true, 'none', null],
  ];

  it.each(cases)('service %s (%s)', (service, _name, later, instruction, gateway) => {
    expect(isPayLaterService(service)).toBe(later);
    expect(payLaterInstruction(service)).toBe(instruction);
    expect(paymentGateway(service)).toBe(gateway);
  });
});
