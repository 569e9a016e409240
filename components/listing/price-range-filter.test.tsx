// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { listingPriceFormat } from '@/lib/listing/price-format';
import messages from '@/messages/cs';
import { PriceRangeFilter } from './price-range-filter';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('next/dynamic', () => ({ default: () => () => null }));

function renderFilter() {
  return render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <PriceRangeFilter
        min={100}
        max={5000}
        currentMin={100}
        currentMax={5000}
        urlTemplate="?znacka=nordvik&cena={min}-{max}&razeni=price-asc"
        resetUrl="?znacka=nordvik&razeni=price-asc"
        basePath="/cs/obleceni"
        format={listingPriceFormat('cs', 'CZK')}
        unit="CZK"
        focusGroup="cena"
        paramName="cena"
      />
    </NextIntlClientProvider>,
  );
}

describe('PriceRangeFilter without JavaScript', () => {
  it('is a GET form to the listing that sends both amounts under the price name and keeps the other parameters', () => {
    renderFilter();
    const form = screen.getByRole('button', { name: 'Použít' }).closest('form');
    expect(form?.getAttribute('action')).toBe('/cs/obleceni');
    expect(form?.getAttribute('method')).toBe('get');
    const sent = new URLSearchParams(new FormData(form!) as unknown as Record<string, string>);
    expect([...sent]).toEqual([
      ['znacka', 'nordvik'],
      ['razeni', 'price-asc'],
      ['cena', '100'],
      ['cena', '5000'],
    ]);
  });
});
