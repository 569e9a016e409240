import { decode } from 'bysquare/pay';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { paymentQrPayload, paymentQrStandard, type BankTransferPayment } from './payment-qr';
import { qrSvgShape } from './qr-svg';

const czech: BankTransferPayment = {
  iban: 'CZ65 0800 0000 1920 0014 5399',
  amount: 1290,
  currency: 'CZK',
  variableSymbol: 1024,
  message: 'Objednávka 1024',
  recipientName: 'Lumen Store s.r.o.',
};
const slovak: BankTransferPayment = { ...czech, iban: 'SK3112000000198742637541', amount: 49.9, currency: 'EUR' };

describe('paymentQrStandard', () => {
  it.each([
    ['CZK', 'spayd'],
    ['EUR', 'pay-by-square'],
    ['eur', 'pay-by-square'],
    ['USD', 'spayd'],
  ])('%s → %s', (currency, standard) => {
    expect(paymentQrStandard(currency)).toBe(standard);
  });
});

describe('paymentQrPayload', () => {
  it('writes a crown payment as QR Platba', () => {
    expect(paymentQrPayload(czech)).toEqual({
      standard: 'spayd',
      text: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:1290.00*CC:CZK*RN:Lumen Store s.r.o.*MSG:Objednavka 1024*X-VS:1024',
    });
  });

  it('writes a euro payment as PAY by square that decodes back to the payment', () => {
    const payload = paymentQrPayload({ ...slovak, dueDate: '2026-03-01', bic: 'gibaskbx' });
    expect(payload?.standard).toBe('pay-by-square');
    expect(payload?.text).toMatch(/^[0-9A-V]+$/);
    const [payment] = decode(payload!.text).payments;
    expect(payment).toMatchObject({
      amount: 49.9,
      currencyCode: 'EUR',
      variableSymbol: '1024',
      paymentNote: 'Objednavka 1024',
      paymentDueDate: '20260301',
      bankAccounts: [{ iban: 'SK3112000000198742637541', bic: 'GIBASKBX' }],
      beneficiary: { name: 'Lumen Store s.r.o.' },
    });
  });

  it('gives the standard asked for', () => {
    expect(paymentQrPayload(slovak, 'spayd')?.text).toMatch(
      /^SPD\*1\.0\*ACC:SK3112000000198742637541\*AM:49\.90\*CC:EUR/,
    );
    expect(paymentQrPayload(czech, 'pay-by-square')?.standard).toBe('pay-by-square');
  });

  it.each([
    ['an invalid IBAN', { iban: 'CZ0000000000000000000000' }],
    ['a domestic account number', { iban: '19-2000145399/0800' }],
    ['a zero amount', { amount: 0 }],
    ['a variable symbol with letters', { variableSymbol: 'OBJ-1024' }],
  ] satisfies [string, Partial<BankTransferPayment>][])('makes no code for %s, in either standard', (_name, change) => {
    expect(paymentQrPayload({ ...czech, ...change })).toBeNull();
    expect(paymentQrPayload({ ...slovak, ...change })).toBeNull();
  });

  it('makes no PAY by square code without the recipient’s name', () => {
    expect(paymentQrPayload({ ...slovak, recipientName: '  ' })).toBeNull();
  });
});

describe('qrSvgShape', () => {
  /** The dark modules the path draws, read back from its `M x y h n v1 h-n z` rectangles. */
  function modulesOf(path: string): Set<string> {
    const dark = new Set<string>();
    for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let column = Number(x); column < Number(x) + Number(run); column += 1) dark.add(`${column},${y}`);
    }
    return dark;
  }

  it.each([
    ['a QR Platba text', paymentQrPayload(czech)!.text],
    ['a PAY by square text', paymentQrPayload(slovak)!.text],
  ])('draws exactly the dark modules of %s, inside a quiet zone of 4', (_name, text) => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const shape = qrSvgShape(text);
    expect(shape.size).toBe(modules.size + 8);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) expected.add(`${column + 4},${row + 4}`);
      }
    }
    expect(modulesOf(shape.path)).toEqual(expected);
    expect(shape.path.replace(/M\d+ \d+h(\d+)v1h-\1z/g, '')).toBe('');
  });

  it('uses error correction M unless told otherwise', () => {
    const text = paymentQrPayload(czech)!.text;
    expect(qrSvgShape(text).size).toBe(create(text, { errorCorrectionLevel: 'M' }).modules.size + 8);
    expect(qrSvgShape(text, 'H').size).toBe(create(text, { errorCorrectionLevel: 'H' }).modules.size + 8);
  });
});
