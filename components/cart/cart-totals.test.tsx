// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { bankTransfer, cart, shippingMethod } from '@/tests/support/cart-fixtures';
import { messagesByLocale } from '@/lib/i18n/messages';
import { CartTotals } from './cart-totals';

describe('CartTotals', () => {
  it('names the chosen payment and shipping once, not wrapped in the words “Payment (…)”', () => {
    const chosen = cart({
      shipping_method: { ...shippingMethod(2), name: 'Doprava kurýrem DPD' },
      payment_method: { ...bankTransfer, name: 'Platba kartou (GoPay)' },
    });
    render(
      <NextIntlClientProvider locale="cs" messages={messagesByLocale.cs}>
        <CartTotals cart={chosen} withTax />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Platba kartou (GoPay)', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Doprava kurýrem DPD', { selector: 'dt' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Platba \(|Doprava \(/);
  });
});
