import { describe, expect, it } from 'vitest';
import { summaryStatus, type SummaryStatusInput } from './summary-status';

const unpaid = { paid_at: null };
const paid = { paid_at: '2026-05-04T10:00:00Z' };
const goPay = 4;
const bank = 1;

function input(overrides: Partial<SummaryStatusInput>): SummaryStatusInput {
  return { queryStatus: undefined, latestOrderId: 42, order: unpaid, paymentService: goPay, ...overrides };
}

describe('summaryStatus', () => {
  const cases: [string, Partial<SummaryStatusInput>, ReturnType<typeof summaryStatus>][] = [
    ['no order: 404', { order: null }, 'not-found'],
    ['no order, whatever the query says', { order: undefined, queryStatus: 'success' }, 'not-found'],
    ['the query says success of a paid order', { queryStatus: 'success', order: paid }, 'success'],
    ['the query says success of a pay-later order', { queryStatus: 'success', paymentService: bank }, 'success'],
    // A forged or replayed return URL: the API says the card order is unpaid, so no success.
    ['the query says success of an unpaid card order', { queryStatus: 'success' }, 'unknown'],
    ['the query says error of an unpaid order', { queryStatus: 'error' }, 'error'],
    ['a paid order is a success, whatever the query says', { queryStatus: 'error', order: paid }, 'success'],
    ['the query says unknown', { queryStatus: 'unknown' }, 'unknown'],
    ['an unknown query value is ignored', { queryStatus: 'paid', order: paid }, 'success'],
    ['a repeated query parameter is ignored', { queryStatus: ['success', 'error'] }, 'error'],
    ['an empty query value is ignored', { queryStatus: '', order: paid }, 'success'],
    ['no latest order id', { latestOrderId: null }, 'unknown'],
    ["the spec's -1", { latestOrderId: -1 }, 'unknown'],
    ['no latest order id, paid', { latestOrderId: null, order: paid }, 'success'],
    ['unpaid and paid online', {}, 'error'],
    ['unpaid and paid later (bank transfer)', { paymentService: bank }, 'success'],
    ['unpaid without a payment service', { paymentService: null }, 'success'],
    ['paid online', { order: paid }, 'success'],
  ];

  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(summaryStatus(input(overrides))).toBe(expected);
  });
});
