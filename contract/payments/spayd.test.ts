import { describe, expect, it } from 'vitest';
import { buildSpayd, escapeSpaydValue, withoutDiacritics, type SpaydPayment } from './spayd';

function spayd(payment: SpaydPayment): string {
  const result = buildSpayd(payment);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('buildSpayd: the standard’s own examples', () => {
  it('the example of the QR Platba documentation', () => {
    expect(
      spayd({
        iban: 'CZ2806000000000168540115',
        amount: 450,
        currency: 'CZK',
        message: 'PLATBA ZA ZBOZI',
        variableSymbol: '1234567890',
      }),
    ).toBe('SPD*1.0*ACC:CZ2806000000000168540115*AM:450.00*CC:CZK*MSG:PLATBA ZA ZBOZI*X-VS:1234567890');
  });

  it('the invoice example of Komerční banka, with a due date', () => {
    expect(
      spayd({
        iban: 'CZ7801000000000000000123',
        amount: 799.5,
        currency: 'CZK',
        dueDate: '2022-10-01',
        variableSymbol: 9562231077,
      }),
    ).toBe('SPD*1.0*ACC:CZ7801000000000000000123*AM:799.50*CC:CZK*DT:20221001*X-VS:9562231077');
  });

  it('the reference SDK’s account with its BIC', () => {
    expect(spayd({ iban: 'CZ5855000000001265098001', bic: 'RZBCCZPP' })).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001+RZBCCZPP',
    );
  });

  it('every attribute in the standard’s order', () => {
    expect(
      spayd({
        constantSymbol: '0308',
        specificSymbol: 1234567890,
        variableSymbol: '0987654321',
        message: 'Objednávka 1024',
        dueDate: '2026-02-28',
        recipientName: 'Lumen Store s.r.o.',
        reference: '1024',
        currency: 'eur',
        amount: 12.3,
        bic: 'gibaczpx',
        iban: 'cz65 0800 0000 1920 0014 5399',
      }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:12.30*CC:EUR*RF:1024*RN:Lumen Store s.r.o.*DT:20260228' +
        '*MSG:Objednavka 1024*X-VS:0987654321*X-SS:1234567890*X-KS:0308',
    );
  });
});

describe('buildSpayd: values', () => {
  const iban = 'CZ6508000000192000145399';

  it.each([
    [1290, '1290.00'],
    [0.1 + 0.2, '0.30'],
    [19.999, '20.00'],
    [0.01, '0.01'],
    [9_999_999.99, '9999999.99'],
  ])('writes the amount %s as %s', (amount, written) => {
    expect(spayd({ iban, amount })).toBe(`SPD*1.0*ACC:${iban}*AM:${written}`);
  });

  it('writes a `*` in text as %2A and a `%` as %25, so no value ends early', () => {
    expect(spayd({ iban, message: '50% off *today*' })).toBe(`SPD*1.0*ACC:${iban}*MSG:50%25 off %2Atoday%2A`);
  });

  it('writes Czech and Slovak text without diacritics and other characters percent-encoded', () => {
    expect(spayd({ iban, recipientName: 'Příliš žluťoučký kůň', message: 'Ďakujeme – 10 €' })).toBe(
      `SPD*1.0*ACC:${iban}*RN:Prilis zlutoucky kun*MSG:Dakujeme %E2%80%93 10 %E2%82%AC`,
    );
  });

  it('cuts the message to 60 and the name to 35 characters, counted before escaping', () => {
    const result = spayd({ iban, message: `${'x'.repeat(59)}**`, recipientName: 'N'.repeat(40) });
    expect(result).toBe(`SPD*1.0*ACC:${iban}*RN:${'N'.repeat(35)}*MSG:${'x'.repeat(59)}%2A`);
  });

  it('folds white space and leaves out text that is empty', () => {
    expect(spayd({ iban, message: '  Order\n\t1024  ', recipientName: '   ' })).toBe(
      `SPD*1.0*ACC:${iban}*MSG:Order 1024`,
    );
  });

  it('leaves out absent attributes', () => {
    expect(
      spayd({ iban, amount: null, currency: '', message: undefined, variableSymbol: null, dueDate: null, bic: null }),
    ).toBe(`SPD*1.0*ACC:${iban}`);
  });
});

describe('buildSpayd: what it refuses', () => {
  const iban = 'CZ6508000000192000145399';

  it.each([
    ['an invalid IBAN', { iban: 'CZ6608000000192000145399' }, 'iban'],
    ['a domestic account number', { iban: '19-2000145399/0800' }, 'iban'],
    ['a short BIC', { iban, bic: 'GIBA' }, 'bic'],
    ['a zero amount', { iban, amount: 0 }, 'amount'],
    ['a negative amount', { iban, amount: -5 }, 'amount'],
    ['an amount too long for 10 characters', { iban, amount: 10_000_000 }, 'amount'],
    ['an amount that is not a number', { iban, amount: Number.NaN }, 'amount'],
    ['a currency of two letters', { iban, currency: 'KC' }, 'currency'],
    ['a reference with letters', { iban, reference: 'A12' }, 'reference'],
    ['a reference of 17 digits', { iban, reference: '1'.repeat(17) }, 'reference'],
    ['a date that does not exist', { iban, dueDate: '2026-02-30' }, 'dueDate'],
    ['a date in another format', { iban, dueDate: '20260228' }, 'dueDate'],
    ['a variable symbol of 11 digits', { iban, variableSymbol: '12345678901' }, 'variableSymbol'],
    ['a variable symbol with a dash', { iban, variableSymbol: '123-4' }, 'variableSymbol'],
    ['a fractional specific symbol', { iban, specificSymbol: 1.5 }, 'specificSymbol'],
    ['a constant symbol with letters', { iban, constantSymbol: 'KS' }, 'constantSymbol'],
  ] satisfies [string, SpaydPayment, keyof SpaydPayment][])('%s', (_name, payment, field) => {
    const result = buildSpayd(payment);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toEqual([field]);
  });

  it('names every field that fails', () => {
    const result = buildSpayd({ iban: 'x', amount: -1, variableSymbol: 'abc' });
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual(['iban', 'amount', 'variableSymbol']);
  });
});

describe('helpers', () => {
  it('removes diacritics', () => {
    expect(withoutDiacritics('Žluťoučký kůň úpěl ďábelské ódy, Ľudovít Štúr')).toBe(
      'Zlutoucky kun upel dabelske ody, Ludovit Stur',
    );
  });

  it('escapes only what SPAYD must', () => {
    expect(escapeSpaydValue('A-Z 0-9 $+-./: ok')).toBe('A-Z 0-9 $+-./: ok');
    expect(escapeSpaydValue('*%\n')).toBe('%2A%25%0A');
  });
});
