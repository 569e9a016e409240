import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@contract';
import { renderOrderConfirmation } from './order-confirmation';
import { sampleOrderConfirmation } from './order-confirmation.sample';
import { renderOrderPaid } from './order-paid';

const paidSample = (locale: Locale) => ({
  ...sampleOrderConfirmation(locale, { instructions: { kind: 'online', paid: false, payUrl: null } }),
  paidAt: '2026-09-01T22:30:00Z',
});

const visibleText = (markup: string) => (new JSDOM(markup).window.document.body.textContent ?? '').replace(/\s+/g, ' ');

const expected: Record<Locale, { subject: string; says: string[]; never: string[] }> = {
  cs: {
    subject: 'Objednávka č. 2025000123 je zaplacená – Lumen Store',
    // 22:30 UTC is already 2 September in Prague.
    says: ['Platba přijata', 'Datum úhrady', '2. září 2026', 'Celkem uhrazeno', '1 681,00 Kč', 'Lněná košile'],
    never: ['není zaplacená', 'Celkem k úhradě', 'Zaplatit objednávku'],
  },
  sk: {
    subject: 'Objednávka č. 2025000123 je zaplatená – Lumen Store',
    says: ['Platba prijatá', 'Dátum úhrady', '2. septembra 2026', 'Spolu uhradené', '1 681,00 Kč'],
    never: ['nie je zaplatená', 'na úhradu', 'Zaplatiť objednávku'],
  },
  en: {
    subject: 'Order 2025000123 is paid – Lumen Store',
    says: ['Payment received', 'Paid on', 'September 2, 2026', 'Total paid', 'CZK 1 681,00'],
    never: ['not paid yet', 'Total to pay', 'Pay for the order'],
  },
};

describe('the paid mail', () => {
  for (const locale of ['cs', 'sk', 'en'] as const) {
    it(`says the order is paid, in ${locale}, in both parts`, () => {
      const mail = renderOrderPaid(paidSample(locale));
      const want = expected[locale];
      expect(mail.subject).toBe(want.subject);
      const html = visibleText(mail.html);
      for (const text of want.says) {
        expect(html).toContain(text);
        // The text part writes headings in capitals.
        expect(mail.text.toLowerCase()).toContain(text.toLowerCase());
      }
      for (const text of want.never) {
        expect(html).not.toContain(text);
        expect(mail.text.toLowerCase()).not.toContain(text.toLowerCase());
      }
      expect(new JSDOM(mail.html).window.document.documentElement.lang).toBe(locale);
    });
  }

  it('shares the confirmation’s layout: the same items table and addresses', () => {
    const confirmation = renderOrderConfirmation(sampleOrderConfirmation('cs'));
    const paid = renderOrderPaid(paidSample('cs'));
    const itemsOf = (markup: string) => new JSDOM(markup).window.document.querySelector('thead')?.outerHTML;
    expect(itemsOf(paid.html)).toBe(itemsOf(confirmation.html));
    expect(paid.text).toContain('Jana Nováková');
  });
});
