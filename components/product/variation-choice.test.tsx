// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { VariationView } from '@/lib/product/product-page-view';
import { VariationChoiceProvider, useVariationChoice } from './variation-choice';

const link = (property: number, attribute: number) => ({
  product_property_id: property,
  product_property_attribute_id: attribute,
});
// Size (S=11, M=12) and colour (red=31): two purchasable variations.
const variation = (id: number, size: number) =>
  ({
    id,
    name: `Jacket ${id}`,
    update_stock: false,
    stock_state: 5,
    availability: null,
    properties: [link(1, size), link(3, 31)],
  }) as unknown as VariationView;
const fresh = () => [variation(4, 11), variation(5, 12)];

function Picker() {
  const { variation: chosen, choose } = useVariationChoice();
  return (
    <>
      <button type="button" onClick={() => choose(1, 12)}>
        M
      </button>
      <button type="button" onClick={() => choose(3, 31)}>
        Red
      </button>
      <output>{chosen?.id ?? 'none'}</output>
    </>
  );
}

const page = (variations: VariationView[]) => (
  <NextIntlClientProvider locale="en" messages={{}}>
    <VariationChoiceProvider variations={variations}>
      <Picker />
    </VariationChoiceProvider>
  </NextIntlClientProvider>
);

afterEach(() => window.history.replaceState(null, '', '/en/jacket'));

describe('VariationChoiceProvider', () => {
  it('keeps the chosen variation in the URL when the page is rendered anew and the router wrote the URL without it', async () => {
    window.history.replaceState(null, '', '/en/jacket');
    const view = render(page(fresh()));
    act(() => screen.getByRole('button', { name: 'M' }).click());
    act(() => screen.getByRole('button', { name: 'Red' }).click());
    expect(window.location.search).toBe('?variant=5');

    // A tax switch refreshes the page: the server's render arrives (new props), and the router,
    // whose own URL had not caught up with the choice yet, writes the URL it knew.
    window.history.replaceState(null, '', '/en/jacket');
    view.rerender(page(fresh()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('status')).toHaveTextContent('5');
    expect(window.location.search).toBe('?variant=5');
  });

  it('restores the choice from the URL on the first render', async () => {
    window.history.replaceState(null, '', '/en/jacket?variant=4');
    render(page(fresh()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('status')).toHaveTextContent('4');
  });
});
