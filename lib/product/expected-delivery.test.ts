import { describe, expect, it } from 'vitest';
import { expectedDelivery, formatDateOnly } from './expected-delivery';

describe('formatDateOnly', () => {
  it('writes the calendar day in the shopper’s language, whatever the time zone', () => {
    expect(formatDateOnly('2027-03-01', 'cs')).toBe('1. března 2027');
    expect(formatDateOnly('2027-03-01', 'en')).toBe('1 March 2027');
    expect(formatDateOnly('2027-12-31', 'sk')).toBe('31. decembra 2027');
  });
});

describe('expectedDelivery', () => {
  it('prefers the date range, then one end, then the usual days', () => {
    expect(expectedDelivery({ expected_date_min: '2027-03-01', expected_date_max: '2027-03-15' }, 'en')).toEqual({
      kind: 'range',
      from: '1 March 2027',
      until: '15 March 2027',
    });
    expect(expectedDelivery({ expected_date_min: '2027-03-01', expected_date_max: null }, 'en')).toEqual({
      kind: 'from',
      date: '1 March 2027',
    });
    expect(expectedDelivery({ expected_date_min: null, expected_date_max: '2027-03-15' }, 'en')).toEqual({
      kind: 'until',
      date: '15 March 2027',
    });
    expect(expectedDelivery({ expected_date_min: '2027-03-15', expected_date_max: '2027-03-15' }, 'en')).toEqual({
      kind: 'until',
      date: '15 March 2027',
    });
    expect(expectedDelivery({ expected_date_min: null, expected_date_max: null, expected_days: 7 }, 'en')).toEqual({
      kind: 'days',
      days: 7,
    });
    expect(expectedDelivery({ expected_date_min: null, expected_date_max: null, expected_days: null }, 'en')).toEqual({
      kind: 'none',
    });
  });
});
