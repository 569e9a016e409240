import { describe, expect, it } from 'vitest';
import { complaintStates } from '@contract/codes/complaints';
import { refundStates } from '@contract/codes/returns';
import { locales } from '@contract/locale-codes';
import { afterSaleMail, slipUrl } from './after-sale-mail';
import { afterSaleTexts } from './after-sale-mail.texts';

const base = {
  kind: 'refund' as const,
  locale: 'sk' as const,
  to: { name: 'Eva <Malá>', address: 'eva@example.com' },
  documentNumber: 'VR-26-000012',
  orderCode: '2600000011',
};

describe('the return and complaint mails', () => {
  it('have a word for every state in every language', () => {
    for (const locale of locales) {
      for (const state of refundStates)
        expect(afterSaleTexts[locale].refundStates[state], `${locale} ${state}`).toBeTruthy();
      for (const state of complaintStates)
        expect(afterSaleTexts[locale].complaintStates[state], `${locale} ${state}`).toBeTruthy();
    }
  });

  it('link the slip on the storefront in the order’s language, escaped in HTML', () => {
    const url = slipUrl('https://shop.example', 'refund', 'sk', 12, { expires: 99, signature: 'sig' });
    expect(url).toBe('https://shop.example/sk/vratenie-a-reklamacie/stitok-vratenia/12?expires=99&signature=sig');
    const mail = afterSaleMail(base, { event: 'received', slipUrl: url, resolveBy: null });
    expect(mail.subject).toBe('Vrátenie VR-26-000012 sme prijali');
    expect(mail.text).toContain(`Vytlačiť štítok: ${url}`);
    const english = afterSaleMail({ ...base, locale: 'en' }, { event: 'received', slipUrl: url, resolveBy: null });
    expect(english.html).toContain('Eva &lt;Malá&gt;');
    expect(english.html).not.toContain('<Malá>');
  });

  it('say where the money went', () => {
    const toAccount = afterSaleMail(
      { ...base, locale: 'en' },
      { event: 'money_sent', amount: 'CZK 1,000.00', account: '19-2000145399/0800', note: null },
    );
    expect(toAccount.text).toContain('today we sent CZK 1,000.00 to your account 19-2000145399/0800.');
    const state = afterSaleMail(
      { ...base, kind: 'complaint', locale: 'cs' },
      { event: 'state', state: 'accepted', note: 'Vyměníme kus.' },
    );
    expect(state.subject).toBe('Reklamace VR-26-000012: uznáno');
    expect(state.text).toContain('Poznámka: Vyměníme kus.');
  });

  it('write the settling date as the shopper reads dates, not as ISO', () => {
    const resolveBy = new Date('2026-12-27T23:00:00Z'); // 28 December in Prague
    const complaint = { ...base, kind: 'complaint' as const };
    const say = (locale: 'cs' | 'sk' | 'en') =>
      afterSaleMail({ ...complaint, locale }, { event: 'received', slipUrl: 'https://x/1', resolveBy }).text;
    expect(say('cs')).toContain('nejpozději 28. prosince 2026.');
    expect(say('sk')).toContain('najneskôr 28. decembra 2026.');
    expect(say('en')).toContain('by December 28, 2026 at the latest.');
    expect(say('cs')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('say how many credits went back to the credit account', () => {
    const mail = afterSaleMail(
      { ...base, locale: 'cs' },
      { event: 'money_sent', amount: '192,00 Kč', account: null, note: null, credits: 50 },
    );
    expect(mail.text).toContain('vrátili na váš kreditní účet: 50.');
    const none = afterSaleMail(
      { ...base, locale: 'cs' },
      { event: 'money_sent', amount: '1 Kč', account: null, note: null },
    );
    expect(none.text).not.toContain('kredit');
  });
});
