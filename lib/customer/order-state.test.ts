import { describe, expect, it } from 'vitest';
import { orderStates, type OrderState } from '@contract/entities/order';
import { paymentServices } from '@contract/codes/payment-services';
import { canFileComplaint, canRetryPayment, orderStateTone } from './order-state';

const order = (state: OrderState, service: number) => ({ state, payment: { payment_service: service } });

describe('order actions by state', () => {
  it('offers a payment retry only for orders awaiting an online payment at a gateway', () => {
    expect(canRetryPayment(order('awaiting_payment', paymentServices.goPay))).toBe(true);
    expect(canRetryPayment(order('awaiting_payment', paymentServices.csob))).toBe(true);
    expect(canRetryPayment(order('awaiting_payment', paymentServices.pays))).toBe(false);
    expect(canRetryPayment(order('paid', paymentServices.goPay))).toBe(false);
    expect(canRetryPayment(order('cancelled', paymentServices.goPay))).toBe(false);
    expect(canRetryPayment(order('pay_later', paymentServices.bankTransaction))).toBe(false);
  });

  it('allows a complaint on paid orders only (a cancelled one is never paid in the list)', () => {
    expect(canFileComplaint(order('paid', paymentServices.goPay))).toBe(true);
    expect(canFileComplaint(order('cancelled', paymentServices.goPay))).toBe(false);
    expect(canFileComplaint(order('pay_later', paymentServices.bankTransaction))).toBe(false);
    expect(canFileComplaint(order('awaiting_payment', paymentServices.goPay))).toBe(false);
  });

  it('has a look and a label for every state', () => {
    for (const state of orderStates) expect(orderStateTone[state]).toMatch(/^bg-/);
  });
});
