import { describe, expect, it } from 'vitest';
import { renderText } from '../messages/message';
import { normalizeVoucherCode, voucherProblem, voucherProblemMessage, type VoucherFacts } from './voucher-rules';

const now = new Date('2026-06-01T12:00:00Z');
const voucher = (overrides: Partial<VoucherFacts> = {}): VoucherFacts => ({
  code: 'LUMEN10',
  isActive: true,
  percents: 10,
  freeShipping: false,
  validFrom: null,
  validTo: null,
  limitOrders: null,
  usedOrders: 0,
  fixedTaxedAmount: null,
  minimumTaxedOrder: null,
  isFixed: false,
  ...overrides,
});
const cart = { itemsTaxedPrice: 1200, hasItems: true, currencyCode: 'CZK' };
const reason = (v: VoucherFacts, c = cart) => voucherProblem(v, c, now)?.reason ?? null;

describe('voucherProblem', () => {
  it('accepts a running voucher', () => expect(reason(voucher())).toBeNull());
  it('refuses an inactive, future, expired or used-up voucher', () => {
    expect(reason(voucher({ isActive: false }))).toBe('inactive');
    expect(reason(voucher({ validFrom: new Date('2099-01-01') }))).toBe('not_yet_valid');
    expect(reason(voucher({ validTo: new Date('2024-12-31') }))).toBe('expired');
    expect(reason(voucher({ limitOrders: 1, usedOrders: 1 }))).toBe('used_up');
    expect(reason(voucher({ limitOrders: 2, usedOrders: 1 }))).toBeNull();
  });
  it('needs items, an amount in the currency and the minimum order', () => {
    expect(reason(voucher(), { ...cart, hasItems: false, itemsTaxedPrice: 0 })).toBe('empty_cart');
    expect(reason(voucher({ isFixed: true, percents: null }))).toBe('currency');
    expect(reason(voucher({ isFixed: true, fixedTaxedAmount: 200, minimumTaxedOrder: 1000 }))).toBeNull();
    expect(voucherProblem(voucher({ minimumTaxedOrder: 1500 }), cart, now)).toEqual({
      reason: 'minimum',
      minimum: 1500,
    });
  });
  it('says why in words a shopper reads, in the shopper’s language', () => {
    const minimum = voucherProblemMessage({ reason: 'minimum', minimum: 1000 }, 'CZK', (v) => `${v} Kč`);
    expect(renderText('en', minimum)).toBe('This voucher applies to orders from 1000 Kč.');
    expect(renderText('cs', minimum)).toBe('Tento slevový kód platí pro objednávky od 1000 Kč.');
    expect(renderText('en', voucherProblemMessage({ reason: 'expired' }, 'CZK', String))).toBe(
      'This voucher has expired.',
    );
    expect(renderText('sk', voucherProblemMessage({ reason: 'currency' }, 'EUR', String))).toContain('EUR');
  });
  it('compares codes upper-case without spaces', () => expect(normalizeVoucherCode(' lumen10 ')).toBe('LUMEN10'));
});
