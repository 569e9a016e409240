import { describe, expect, it } from 'vitest';
import { afterSaleMail } from '../after-sale/after-sale-mail';
import { passwordResetMail } from '../auth/password-reset-mail';
import { mailGreeting } from './mail-greeting';

const to = { name: 'Řehoř Nováček', address: 'rehor@example.com' };
const greetings = { cs: 'Dobrý den,', sk: 'Dobrý deň,', en: 'Hello Řehoř Nováček,' } as const;

describe('the greeting of every mail', () => {
  it('greets without the name in Czech and Slovak (a name as typed is no vocative), with it in English', () => {
    for (const [locale, greeting] of Object.entries(greetings))
      expect(mailGreeting(locale as keyof typeof greetings, to.name)).toBe(greeting);
    expect(mailGreeting('en', '  ')).toBe('Hello,');
  });

  it.each(Object.entries(greetings))(
    'opens the password-reset and the after-sale mails with it (%s)',
    (locale, greeting) => {
      const lang = locale as keyof typeof greetings;
      const reset = passwordResetMail(to, lang, 'https://shop.example/reset');
      const afterSale = afterSaleMail(
        { kind: 'refund', locale: lang, to, documentNumber: 'VR-26-000012', orderCode: '2600000011' },
        { event: 'received', slipUrl: 'https://shop.example/slip', resolveBy: null },
      );
      for (const mail of [reset, afterSale]) {
        expect(mail.text.split('\n')[0]).toBe(greeting);
        expect(mail.html).toContain(`<p>${greeting}</p>`);
      }
    },
  );
});
