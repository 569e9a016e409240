import { describe, expect, it } from 'vitest';
import { toSlip, type SlipSource } from './after-sale-slip';

const source = (locale: SlipSource['locale']): SlipSource => ({
  kind: 'refund',
  id: 12,
  documentNumber: 'VR-26-000012',
  orderCode: '2600000011',
  submittedAt: new Date('2026-05-02T10:00:00Z'),
  email: 'eva@example.com',
  addresses: [],
  shippingMethodName: null,
  items: [],
  locale,
});

describe('toSlip', () => {
  it('names the shop’s country in the slip’s language', () => {
    expect(toSlip(source('en')).return_to.country).toBe('Czechia');
    expect(toSlip(source('cs')).return_to.country).toBe('Česko');
  });
});
