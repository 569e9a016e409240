// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';
import { order } from '@/tests/support/order-fixtures';
import { OrderRecap } from './order-recap';

const companyBilling = {
  type: 'billing' as const,
  first_name: 'Jana',
  last_name: 'Nováková',
  dial_code: '+420',
  phone: '601123456',
  street: 'Dlouhá 12',
  city: 'Praha',
  post_code: '110 00',
  country_id: 1,
  is_company: true,
  company_name: 'Lumen Test s.r.o.',
  company_identification_number: '27074358',
  company_vat_number: 'CZ27074358',
};

describe('OrderRecap', () => {
  it('names a variation line once when the variation’s name repeats the product’s', () => {
    const [item] = order().items;
    const placed = order({
      items: [{ ...item!, name: 'Zimní parka Vento', variation_name: 'Zimní parka Vento – L, Červená' }],
    });
    render(
      <NextIntlClientProvider locale="cs" messages={messagesByLocale.cs}>
        <OrderRecap order={placed} />
      </NextIntlClientProvider>,
    );
    const list = screen.getAllByRole('listitem')[0]!;
    expect(list.textContent).toContain('2× Zimní parka Vento – L, Červená');
    expect(list.textContent?.match(/Zimní parka Vento/g)).toHaveLength(1);
  });

  it.each([
    ['cs', 'Fakturační adresa', 'IČO: 27074358', 'DIČ: CZ27074358'],
    ['sk', 'Fakturačná adresa', 'IČO: 27074358', 'IČ DPH: CZ27074358'],
    ['en', 'Billing address', 'Company ID: 27074358', 'VAT number: CZ27074358'],
  ] as const)(
    'shows a company’s name, IČO, DIČ and registered address in the billing address (%s)',
    (locale, heading, companyId, vatId) => {
      render(
        <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
          <OrderRecap order={order({ addresses: [companyBilling] })} />
        </NextIntlClientProvider>,
      );
      const billing = screen.getByRole('heading', { name: heading }).nextElementSibling;
      expect(billing?.tagName).toBe('ADDRESS');
      for (const line of ['Lumen Test s.r.o.', companyId, vatId, 'Dlouhá 12', '110 00 Praha'])
        expect(billing).toHaveTextContent(line);
    },
  );
});
