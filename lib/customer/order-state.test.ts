import { describe, expect, it } from 'vitest';
import { orderStates, type OrderState } from '@contract/entities/order';
import { PaymentService } from '@/lib/checkout/pay-later';
import { canFileComplaint, canRetryPayment, orderStateTone } from './order-state';

const order = (state: OrderState, service: number) => ({ state, payment: { payment_service: service } });

describe('order actions by state', () => {
  it('offers a payment retry only for orders awaiting an online payment at a gateway', () => {
    expect(canRetryPayment(order('awaiting_payment', PaymentService.goPay))).toBe(true);
    expect(canRetryPayment(order('awaiting_payment', PaymentService.csob))).toBe(true);
    expect(canRetryPayment(order('awaiting_payment', PaymentService.pays))).toBe(false);
    expect(canRetryPayment(order('paid', PaymentService.goPay))).toBe(false);
    expect(canRetryPayment(order('cancelled', PaymentService.goPay))).toBe(false);
    expect(canRetryPayment(order('pay_later', PaymentService.bankTransaction))).toBe(false);
  });

  it('allows a complaint on paid orders only (a cancelled one is never paid in the list)', () => {
    expect(canFileComplaint(order('paid', PaymentService.goPay))).toBe(true);
    expect(canFileComplaint(order('cancelled', PaymentService.goPay))).toBe(false);
    expect(canFileComplaint(order('pay_later', PaymentService.bankTransaction))).toBe(false);
    expect(canFileComplaint(order('awaiting_payment', PaymentService.goPay))).toBe(false);
  });

  it('has a look and a label for every state', () => {
    for (const state of orderStates) expect(orderStateTone[state]).toMatch(/^bg-/);
  });
});
