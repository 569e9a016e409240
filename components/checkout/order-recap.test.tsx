// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';
import { order } from '@/tests/support/order-fixtures';
import { OrderRecap } from './order-recap';

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
});
