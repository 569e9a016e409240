import { describe, expect, it, vi } from 'vitest';
import type { PaymentState } from '@contract/calls/payments';
import { ApiClientError } from '@/lib/api/api-client-error';
import {
  paymentReturnUrl,
  resolvePaymentReturn,
  statusOfPayment,
  summaryPath,
  type PaymentReturnDeps,
  type PaymentReturnInput,
} from './payment-return';

const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const paid: PaymentState = { id: '3000001', gateway: 'gopay', order_id: 12, state: 'paid' };

function deps(overrides: Partial<PaymentReturnDeps> = {}): PaymentReturnDeps {
  return {
    paymentState: vi.fn(async () => paid),
    csobReturn: vi.fn(async (fields) => ({ ...paid, id: fields.payId, gateway: 'csob' as const })),
    orderLanguage: vi.fn(async () => 'sk' as const),
    ...overrides,
  };
}

const input = (overrides: Partial<PaymentReturnInput> = {}): PaymentReturnInput => ({
  gateway: 'gopay',
  paymentId: '3000001',
  lang: null,
  latestOrder: { id: 12, token },
  ...overrides,
});

const apiError = (status: number) => new ApiClientError({ status, type: 'not_found', message: 'No.' });

describe('payment return addresses', () => {
  it('puts the page language on the return address', () => {
    expect(paymentReturnUrl('http://localhost:3000', 'csob', 'cs')).toBe(
      'http://localhost:3000/api/payment-return/csob?lang=cs',
    );
  });

  it('builds the localized summary path with the order and the status', () => {
    expect(summaryPath('cs', 12, 'success')).toBe('/cs/kosik/summary?order=12&status=success');
    expect(summaryPath('en', 7, 'error')).toBe('/en/my-cart/summary?order=7&status=error');
  });

  it.each([
    ['paid', 'success'],
    ['cancelled', 'error'],
    ['failed', 'error'],
    ['created', 'unknown'],
  ] as const)('reads a %s payment as %s', (state, status) => {
    expect(statusOfPayment(state)).toBe(status);
  });
});

describe('resolvePaymentReturn', () => {
  it('asks the API and goes to the summary in the order’s language', async () => {
    const calls = deps();
    const outcome = await resolvePaymentReturn(input({ lang: 'en' }), calls);
    expect(outcome).toEqual({ kind: 'redirect', location: '/sk/kosik/summary?order=12&status=success' });
    expect(calls.paymentState).toHaveBeenCalledWith('gopay', '3000001');
    expect(calls.orderLanguage).toHaveBeenCalledWith({ id: 12, token });
  });

  it('takes the order and the state from the API, not from what the gateway sent', async () => {
    const calls = deps({ paymentState: async () => ({ ...paid, order_id: 99, state: 'cancelled' }) });
    const outcome = await resolvePaymentReturn(input({ lang: 'cs' }), calls);
    // The cookie holds another order: its token is not used, the language hint is.
    expect(outcome).toEqual({ kind: 'redirect', location: '/cs/kosik/summary?order=99&status=error' });
    expect(calls.orderLanguage).not.toHaveBeenCalled();
  });

  it('falls back to the hint, then the default language, when the order cannot be read', async () => {
    const refused = deps({ orderLanguage: async () => Promise.reject(apiError(403)) });
    expect(await resolvePaymentReturn(input({ lang: 'cs' }), refused)).toEqual({
      kind: 'redirect',
      location: '/cs/kosik/summary?order=12&status=success',
    });
    expect(await resolvePaymentReturn(input({ latestOrder: null, lang: 'xx' }), deps())).toEqual({
      kind: 'redirect',
      location: '/en/my-cart/summary?order=12&status=success',
    });
  });

  it('is a 404 for an unknown gateway, a missing or malformed id, and a payment the API does not know', async () => {
    const calls = deps();
    expect(await resolvePaymentReturn(input({ gateway: 'paypal' }), calls)).toEqual({ kind: 'not-found' });
    expect(await resolvePaymentReturn(input({ paymentId: null }), calls)).toEqual({ kind: 'not-found' });
    expect(await resolvePaymentReturn(input({ paymentId: '../orders/1' }), calls)).toEqual({ kind: 'not-found' });
    expect(calls.paymentState).not.toHaveBeenCalled();
    const unknown = deps({ paymentState: async () => Promise.reject(apiError(404)) });
    expect(await resolvePaymentReturn(input(), unknown)).toEqual({ kind: 'not-found' });
  });

  it('shows the latest order with status unknown when the API cannot answer', async () => {
    const down = deps({ paymentState: async () => Promise.reject(apiError(503)) });
    expect(await resolvePaymentReturn(input(), down)).toEqual({
      kind: 'redirect',
      location: '/sk/kosik/summary?order=12&status=unknown',
    });
    expect(await resolvePaymentReturn(input({ latestOrder: null }), down)).toEqual({ kind: 'unavailable' });
  });

  it('sends ČSOB’s return to the API for verifying; refuses one without a signature or of another payId', async () => {
    const signed = {
      payId: 'abc123',
      dttm: '20261127120000',
      resultCode: '0',
      resultMessage: 'OK',
      paymentStatus: '7',
      signature: 's',
    };
    const calls = deps();
    const csob = (signedReturn: Record<string, string> | null) =>
      resolvePaymentReturn(input({ gateway: 'csob', paymentId: 'abc123', signedReturn }), calls);
    expect(await csob(signed)).toEqual({ kind: 'redirect', location: '/sk/kosik/summary?order=12&status=success' });
    expect(calls.csobReturn).toHaveBeenCalledWith(signed);
    expect(calls.paymentState).not.toHaveBeenCalled();
    const { signature: _signature, ...unsigned } = signed;
    expect(await csob(unsigned)).toEqual({ kind: 'refused' });
    expect(await csob(null)).toEqual({ kind: 'refused' });
    expect(await csob({ ...signed, payId: 'other1' })).toEqual({ kind: 'refused' });
    expect(calls.csobReturn).toHaveBeenCalledTimes(1);
    const forged = deps({ csobReturn: async () => Promise.reject(apiError(422)) });
    expect(
      await resolvePaymentReturn(input({ gateway: 'csob', paymentId: 'abc123', signedReturn: signed }), forged),
    ).toEqual({ kind: 'refused' });
  });
});
