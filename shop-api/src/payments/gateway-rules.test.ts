import { describe, expect, it } from 'vitest';
import { csobDttm, csobReturnFields } from './csob-return';
import { csobPaymentStatus, csobState, gopayState } from './gateway';
import { isAllowedReturnUrl, withPaymentId } from './return-url';
import { escapeHtml } from '../http/escape-html';

const origins = ['http://localhost:3000', 'https://shop.example'];

describe('isAllowedReturnUrl', () => {
  it('allows pages of the storefront’s origins only', () => {
    expect(isAllowedReturnUrl('http://localhost:3000/api/payment-return/gopay', origins)).toBe(true);
    expect(isAllowedReturnUrl('https://shop.example/api/payment-return/csob?x=1', origins)).toBe(true);
    for (const url of [
      'https://evil.example/api/payment-return/gopay',
      'http://localhost:3001/',
      'http://shop.example/',
      'https://shop.example.evil.example/',
      'https://user:pass@shop.example/',
      'javascript:alert(1)',
      '//shop.example/',
      'not a url',
    ])
      expect(isAllowedReturnUrl(url, origins), url).toBe(false);
  });

  it('adds the payment id as GoPay does, keeping the query', () => {
    expect(withPaymentId('https://shop.example/r?lang=cs', '123')).toBe('https://shop.example/r?lang=cs&id=123');
    expect(withPaymentId('https://shop.example/r?id=9', '123')).toBe('https://shop.example/r?id=123');
  });
});

describe('gateway states', () => {
  it('reads GoPay’s states', () => {
    expect(['CREATED', 'PAYMENT_METHOD_CHOSEN', 'AUTHORIZED', 'PAID', 'CANCELED', 'TIMEOUTED'].map(gopayState)).toEqual(
      ['created', 'created', 'created', 'paid', 'cancelled', 'failed'],
    );
  });

  it('reads ČSOB’s paymentStatus codes, and writes them back', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(csobState)).toEqual([
      'created',
      'created',
      'cancelled',
      'paid',
      'failed',
      'failed',
      'paid',
      'paid',
    ]);
    for (const state of ['created', 'paid', 'cancelled', 'failed'] as const)
      expect(csobState(csobPaymentStatus(state))).toBe(state);
  });

  it('signs the ČSOB return fields', () => {
    const at = new Date('2026-11-23T09:08:07Z');
    expect(csobDttm(at)).toBe('20261123090807');
    const fields = csobReturnFields('secret-secret-secret', { payId: 'abc', state: 'paid' }, at);
    expect(fields).toMatchObject({ payId: 'abc', dttm: '20261123090807', resultCode: '0', paymentStatus: '7' });
    expect(csobReturnFields('secret-secret-secret', { payId: 'abd', state: 'paid' }, at).signature).not.toBe(
      fields.signature,
    );
  });
});

describe('escapeHtml', () => {
  it('escapes what could end an element or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
