// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@contract/locales';
import { messagesByLocale } from '@/lib/i18n/messages';
import type { BankTransferPayment } from '@/lib/checkout/payment-qr';
import { PaymentQrCode, type PaymentQrCodeProps } from './payment-qr-code';

const czech: BankTransferPayment = {
  iban: 'CZ6508000000192000145399',
  amount: 1290,
  currency: 'CZK',
  variableSymbol: 1024,
  message: 'Objednávka 1024',
  recipientName: 'Lumen Store s.r.o.',
};

function renderCode(props: PaymentQrCodeProps, locale: Locale = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
      <PaymentQrCode {...props} />
    </NextIntlClientProvider>,
  );
}

function fieldValues(): Record<string, string | null | undefined> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('PaymentQrCode', () => {
  it('draws the QR Platba code as an image named by its amount and symbol, with the fields beside it', () => {
    renderCode({ payment: czech, formattedAmount: '1 290 Kč', accountNumber: '19-2000145399/0800' });
    const image = screen.getByRole('img', { name: 'QR code for paying 1 290 Kč with variable symbol 1024' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByText(/QR Platba/)).toBeInTheDocument();
    expect(fieldValues()).toEqual({
      'Account number': '19-2000145399/0800',
      IBAN: 'CZ6508000000192000145399',
      Amount: '1 290 Kč',
      'Variable symbol': '1024',
      'Message for the recipient': 'Objednávka 1024',
    });
  });

  it('draws PAY by square for a euro payment, in Slovak', () => {
    renderCode(
      {
        payment: { ...czech, iban: 'SK3112000000198742637541', bic: 'GIBASKBX', amount: 49.9, currency: 'EUR' },
        formattedAmount: '49,90 €',
      },
      'sk',
    );
    expect(
      screen.getByRole('img', { name: 'QR kód na platbu 49,90 € s variabilným symbolom 1024' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/PAY by square/)).toBeInTheDocument();
    expect(fieldValues()).toMatchObject({ 'BIC (SWIFT)': 'GIBASKBX', Suma: '49,90 €' });
  });

  it('labels the code in Czech', () => {
    renderCode({ payment: czech, formattedAmount: '1 290 Kč' }, 'cs');
    expect(
      screen.getByRole('img', { name: 'QR kód pro platbu 1 290 Kč s variabilním symbolem 1024' }),
    ).toBeInTheDocument();
  });

  it('shows only the fields when the data cannot make a valid code', () => {
    const { container } = renderCode({
      payment: { ...czech, iban: 'CZ0000000000000000000000' },
      formattedAmount: '1 290 Kč',
    });
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByText(/QR Platba/)).not.toBeInTheDocument();
    expect(within(container).getByText('CZ0000000000000000000000')).toBeInTheDocument();
  });
});
