import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@contract';
import { renderOrderConfirmation } from './order-confirmation';
import { sampleOrderConfirmation } from './order-confirmation.sample';
import type { PaymentInstructions } from './order-confirmation.types';

/** What a reader of the HTML part sees: its text, a line break as a space, runs of white space made one. */
function visibleText(markup: string): string {
  const { document } = new JSDOM(markup).window;
  for (const br of document.querySelectorAll('br')) br.replaceWith(' ');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

/** The HTML part's table rows, each as the texts of its cells. */
function tableRows(markup: string): string[][] {
  const { document } = new JSDOM(markup).window;
  for (const br of document.querySelectorAll('br')) br.replaceWith(', ');
  return [...document.querySelectorAll('tr')]
    .map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()))
    .filter((cells) => cells.length > 1);
}

interface Expected {
  subject: string;
  /** Sentences both parts say word for word. */
  sentences: string[];
  /** Label and value: `label: value` in the text part, a row of two cells in the HTML part. */
  rows: [string, string][];
  /** The shirt and the gift: a line of the text part and a row of the items table. */
  items: [string, string[]][];
}

const expected: Record<Locale, Expected> = {
  cs: {
    subject: 'Potvrzení objednávky č. 2025000123 – Lumen Store',
    sentences: [
      'Dobrý den,',
      'Pošlete prosím 1 681,00 Kč na náš účet do 19. května 2025. Uveďte variabilní symbol, ať platbu spárujeme s objednávkou.',
      'Výdejní místo: Praha 2, Vinohradská 12',
      'E-mail: jana.novakova@example.com',
    ],
    rows: [
      ['Datum objednávky', '12. května 2025'],
      ['Číslo účtu', '2801234567/2010'],
      ['IBAN', 'CZ65 2010 0000 0028 0123 4567'],
      ['Variabilní symbol', '2025000123'],
      ['Částka', '1 681,00 Kč'],
      ['Splatnost', '19. května 2025'],
      ['Doprava', '79,00 Kč'],
      ['JARO10', '−178,00 Kč'],
      ['Celkem k úhradě', '1 681,00 Kč'],
      ['z toho DPH', '291,74 Kč'],
    ],
    items: [
      [
        '- Lněná košile – Modrá, M: 2 ks × 890,00 Kč = 1 780,00 Kč',
        ['Lněná košile – Modrá, M', '2 ks', '890,00 Kč', '1 780,00 Kč'],
      ],
      ['- Keramický hrnek: 1 ks – Dárek', ['Keramický hrnek', '1 ks', 'Dárek', 'Dárek']],
    ],
  },
  sk: {
    subject: 'Potvrdenie objednávky č. 2025000123 – Lumen Store',
    sentences: [
      'Dobrý deň,',
      'Pošlite, prosím, 1 681,00 Kč na náš účet do 19. mája 2025. Uveďte variabilný symbol, aby sme platbu spárovali s objednávkou.',
    ],
    rows: [
      ['Dátum objednávky', '12. mája 2025'],
      ['Variabilný symbol', '2025000123'],
      ['Suma', '1 681,00 Kč'],
      ['Splatnosť', '19. mája 2025'],
      ['Spolu na úhradu', '1 681,00 Kč'],
      ['z toho DPH', '291,74 Kč'],
    ],
    items: [['- Keramický hrnek: 1 ks – Darček', ['Keramický hrnek', '1 ks', 'Darček', 'Darček']]],
  },
  en: {
    subject: 'Order confirmation no. 2025000123 – Lumen Store',
    sentences: [
      'Hello Jana Nováková,',
      'Please send CZK 1 681,00 to our account by May 19, 2025. Quote the variable symbol so that we can match the payment to your order.',
    ],
    rows: [
      ['Order date', 'May 12, 2025'],
      ['Account number', '2801234567/2010'],
      ['Variable symbol', '2025000123'],
      ['Due date', 'May 19, 2025'],
      ['Total to pay', 'CZK 1 681,00'],
      ['of which VAT', 'CZK 291,74'],
    ],
    items: [
      [
        '- Lněná košile – Modrá, M: 2 pcs × CZK 890,00 = CZK 1 780,00',
        ['Lněná košile – Modrá, M', '2 pcs', 'CZK 890,00', 'CZK 1 780,00'],
      ],
    ],
  },
};

describe('renderOrderConfirmation', () => {
  it.each(Object.keys(expected) as Locale[])(
    '%s: subject, items, totals and bank instructions in both parts',
    (locale) => {
      const mail = renderOrderConfirmation(sampleOrderConfirmation(locale));
      const { subject, sentences, rows, items } = expected[locale];
      expect(mail.subject).toBe(subject);
      const textLines = mail.text.split('\n');
      const seen = visibleText(mail.html);
      const htmlRows = tableRows(mail.html);

      for (const sentence of sentences) {
        expect(mail.text).toContain(sentence);
        expect(seen).toContain(sentence);
      }
      for (const [label, value] of rows) {
        expect(textLines).toContain(`${label}: ${value}`);
        expect(htmlRows).toContainEqual([label, value]);
      }
      for (const [line, cells] of items) {
        expect(textLines).toContain(line);
        expect(htmlRows).toContainEqual(cells);
      }
      expect(new JSDOM(mail.html).window.document.documentElement.lang).toBe(locale);
    },
  );

  it.each([
    ['cs', 'Zaplaceno kredity'],
    ['sk', 'Zaplatené kreditmi'],
    ['en', 'Paid with credits'],
  ] as const)('%s: what credits paid is its own row before the total to pay, in both parts', (locale, label) => {
    const input = sampleOrderConfirmation(locale);
    input.totals = { ...input.totals, credits: '−200,00 Kč', total: '1 481,00 Kč' };
    const { text, html } = renderOrderConfirmation(input);
    const textLines = text.split('\n');
    expect(textLines).toContain(`${label}: −200,00 Kč`);
    expect(textLines.indexOf(`${label}: −200,00 Kč`)).toBe(textLines.findIndex((l) => l.endsWith(': 1 481,00 Kč')) - 1);
    const rows = tableRows(html);
    expect(rows).toContainEqual([label, '−200,00 Kč']);
    expect(rows.findIndex(([l]) => l === label)).toBe(rows.findIndex(([, v]) => v === '1 481,00 Kč') - 1);
    expect(renderOrderConfirmation(sampleOrderConfirmation(locale)).text).not.toContain(label);
  });

  it('writes a gift’s price as “gift” and a package item under its package', () => {
    const input = sampleOrderConfirmation('en');
    input.items.push({
      name: 'Candle',
      variationName: null,
      amount: 1,
      unitPrice: 'CZK 0,00',
      totalPrice: 'CZK 0,00',
      itemType: 6,
    });
    const { text, html } = renderOrderConfirmation(input);
    expect(text).toContain('- Keramický hrnek: 1 pc – Gift');
    expect(text).toContain('    - Candle, part of the package: 1 pc × CZK 0,00 = CZK 0,00');
    expect(tableRows(html)).toContainEqual(['Keramický hrnek', '1 pc', 'Gift', 'Gift']);
    expect(tableRows(html)).toContainEqual(['Candle, part of the package', '1 pc', 'CZK 0,00', 'CZK 0,00']);
  });

  const otherInstructions: [PaymentInstructions, string][] = [
    [{ kind: 'carrier', amount: 'CZK 1 681,00' }, 'Pay the carrier CZK 1 681,00 when the parcel is delivered.'],
    [{ kind: 'pickup_payment', amount: 'CZK 1 681,00' }, 'Pay CZK 1 681,00 when you pick the order up.'],
    [
      { kind: 'invoice_payment', amount: 'CZK 1 681,00', dueDate: '2025-05-26' },
      'We will send you an invoice for CZK 1 681,00, due May 26, 2025.',
    ],
    [{ kind: 'none' }, 'Nothing to pay now; we will get in touch about the payment.'],
    [{ kind: 'online', paid: true }, 'The order is paid. Thank you.'],
    [{ kind: 'online', paid: false, payUrl: null }, 'If the payment does not go through, we will get in touch.'],
  ];
  it.each(otherInstructions)('tells what to do about paying: %j', (instructions, sentence) => {
    const { text, html } = renderOrderConfirmation(sampleOrderConfirmation('en', { instructions }));
    expect(text).toContain(sentence);
    expect(visibleText(html)).toContain(sentence);
    expect(text).not.toContain('Variable symbol');
  });

  it('links to the payment when an online order is not paid yet, but never to a script URL', () => {
    const payUrl = 'https://gate.example/pay?id=1&lang=en';
    const paying = renderOrderConfirmation(
      sampleOrderConfirmation('cs', { instructions: { kind: 'online', paid: false, payUrl } }),
    );
    expect(paying.text).toContain(`Zaplatit objednávku: ${payUrl}`);
    const link = new JSDOM(paying.html).window.document.querySelector('a');
    expect(link?.getAttribute('href')).toBe(payUrl);
    expect(link?.textContent).toBe('Zaplatit objednávku');

    const hostile = renderOrderConfirmation(
      sampleOrderConfirmation('cs', { instructions: { kind: 'online', paid: false, payUrl: 'javascript:alert(1)' } }),
    );
    expect(hostile.html).not.toContain('javascript:');
    expect(hostile.text).not.toContain('javascript:');
  });

  it('names a variation once when its name repeats the product’s, and counts one piece in English', () => {
    const input = sampleOrderConfirmation('en');
    input.items = [
      { ...input.items[0]!, name: 'Zimní parka Vento', variationName: 'Zimní parka Vento – L, Červená', amount: 1 },
    ];
    const { html, text } = renderOrderConfirmation(input);
    expect(text).toContain('- Zimní parka Vento – L, Červená: 1 pc × ');
    for (const part of [text, visibleText(html)]) expect(part.match(/Zimní parka Vento/g)).toHaveLength(1);
  });

  it('escapes every value in the HTML part', () => {
    const hostile = '<img src=x onerror=alert(1)>"&';
    const input = sampleOrderConfirmation('en', { customerName: hostile, note: hostile });
    input.items[0] = { ...input.items[0]!, name: hostile, variationName: '<b>XL</b>' };
    input.billingAddress = { ...input.billingAddress, street: '</td></tr></table><script>alert(1)</script>' };
    const { html, text } = renderOrderConfirmation(input);
    const { document } = new JSDOM(html).window;
    expect(document.querySelectorAll('img, script, b')).toHaveLength(0);
    expect(document.body.textContent).toContain(hostile);
    expect(document.body.textContent).toContain('</td></tr></table><script>alert(1)</script>');
    expect(text).toContain(`Hello ${hostile},`);
    expect(text).toContain(`Your note`.toUpperCase());
  });
});
