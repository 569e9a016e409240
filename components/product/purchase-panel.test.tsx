// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en';
import type { PropertyView, PurchaseFacts, VariationView } from '@/lib/product/product-page-view';
import { PurchasePanel } from './purchase-panel';
import { VariationChoiceProvider } from './variation-choice';

// Notices go through `showNotice`, which loads the toaster (sonner) after hydration.
vi.mock('@/lib/notices/notices', () => ({ showNotice: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const money = (value: number) => ({ value, formatted: `€${value.toFixed(2)}` });
const inStock = {
  id: 1,
  name: 'In stock',
  note: null,
  can_purchase: true,
  show_stock_states: true,
  for_empty_stock: false,
  for_refilled_stock: true,
};
const soldOut = {
  id: 3,
  name: 'Sold out',
  note: null,
  can_purchase: false,
  show_stock_states: false,
  for_empty_stock: true,
  for_refilled_stock: false,
};
const stockStates = (amount: number | null) => ({ amount, mode: 'bounded' as const, min: 5, max: 20 });
const noDiscount = { discounted_price: null, discounted_taxed_price: null, discount_percents: null };

const product: PurchaseFacts = {
  price: money(20),
  taxed_price: money(24.2),
  update_stock: true,
  stock_state: 30,
  max_purchasable_amount: null,
  sku: 'TSH-1',
  ean: '8590000000017',
  expected_date_min: null,
  expected_date_max: null,
  expected_days: null,
  has_variations: true,
  availability: inStock,
  stock_states: stockStates(30),
  ...noDiscount,
};

const link = (property: number, attribute: number) => ({
  product_property_id: property,
  product_property_attribute_id: attribute,
});
const variation = (id: number, attributes: number[], overrides: Partial<VariationView>): VariationView => ({
  id,
  name: `Variant ${id}`,
  price: money(20),
  taxed_price: money(24.2),
  update_stock: true,
  stock_state: 8,
  max_purchasable_amount: null,
  sku: `TSH-1-${id}`,
  ean: null,
  expected_date_min: null,
  expected_date_max: null,
  properties: [link(1, attributes[0] as number), link(3, attributes[1] as number)],
  image_url: null,
  availability: inStock,
  stock_states: stockStates(8),
  ...noDiscount,
  ...overrides,
});

// Size (select): S 11, M 12. Colour (swatches): red 31, blue 32. Material (radio) on another product.
const variations = [
  variation(101, [11, 31], {}),
  variation(102, [12, 31], {
    taxed_price: money(29.9),
    discounted_taxed_price: money(23.92),
    discounted_price: money(19.77),
    discount_percents: 20,
    stock_states: stockStates(40),
    stock_state: 40,
  }),
  variation(103, [12, 32], { availability: soldOut, stock_state: 0, stock_states: stockStates(0) }),
];
const properties: PropertyView[] = [
  {
    id: 1,
    name: 'Size',
    type: 1,
    product_variation_property_attributes: [
      { id: 11, name: 'S', value: 'S', is_hidden: false },
      { id: 12, name: 'M', value: 'M', is_hidden: false },
    ],
  },
  {
    id: 3,
    name: 'Colour',
    type: 3,
    product_variation_property_attributes: [
      { id: 31, name: 'Red', value: '#c00', is_hidden: false },
      { id: 32, name: 'Blue', value: '#00c', is_hidden: false },
    ],
  },
];

function renderPanel(
  overrides: {
    product?: PurchaseFacts;
    variations?: VariationView[];
    properties?: PropertyView[];
    tax?: 'with' | 'without';
  } = {},
) {
  const list = overrides.variations ?? variations;
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <VariationChoiceProvider variations={list}>
        <PurchasePanel
          productId={1}
          name="T-shirt"
          product={overrides.product ?? product}
          variations={list}
          properties={overrides.properties ?? properties}
          tax={overrides.tax ?? 'with'}
        />
      </VariationChoiceProvider>
    </NextIntlClientProvider>,
  );
}

const addToCart = () => screen.getByRole('button', { name: 'Add to cart' });

describe('PurchasePanel with variations', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/t-shirt'));

  it('marks options that lead to nothing purchasable as sold out, and keeps the others plain', () => {
    renderPanel();
    expect(screen.getByRole('radio', { name: 'Blue (sold out)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Red' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'M' })).toBeInTheDocument();
  });

  it('writes the chosen variation into the URL and restores it from there on a new render', async () => {
    const user = userEvent.setup();
    const first = renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    expect(window.location.search).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(window.location.search).toBe('?variant=102');
    first.unmount();
    // A currency or tax switch renders the page anew: the choice comes back from the URL.
    renderPanel();
    expect(await screen.findByRole('radio', { name: 'Red' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('12');
    expect(screen.getByTestId('sku')).toHaveTextContent('TSH-1-102');
    expect(addToCart()).toBeEnabled();
  });

  it('starts with no variation chosen and the button disabled, saying why', () => {
    renderPanel();
    expect(addToCart()).toBeDisabled();
    expect(screen.getByTestId('add-to-cart-reason')).toHaveTextContent('Choose a variant first.');
    expect(screen.getByTestId('price')).toHaveTextContent('€24.20');
    // The availability's name once, then the count: not "In stock (20+ pcs in stock)".
    expect(screen.getByTestId('availability')).toHaveTextContent(/^Availability: In stock · 20\+ pcs$/);
    expect(screen.getByTestId('availability')).toHaveAttribute('data-tone', 'in-stock');
  });

  it('offers a select for a select property and labelled colour swatches with radio semantics', () => {
    renderPanel();
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeInTheDocument();
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(within(colours).getByRole('radio', { name: 'Red' })).not.toBeChecked();
    expect(within(colours).getByRole('radio', { name: 'Blue (sold out)' })).toBeInTheDocument();
  });

  it('chooses nothing for the shopper: a size alone leaves the colour unchosen and the button disabled', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    // Only red M can be bought, yet red is not chosen for the shopper.
    expect(screen.getByRole('radio', { name: 'Red' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blue (sold out)' })).not.toBeChecked();
    expect(addToCart()).toBeDisabled();
    expect(screen.getByTestId('add-to-cart-reason')).toHaveTextContent('Choose a variant first.');
    expect(screen.queryByText('This combination is not available.')).not.toBeInTheDocument();
  });

  it('marks an option that does not come with the other choices, in its accessible name too', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'S');
    expect(screen.getByRole('radio', { name: 'Blue (not in this combination)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    expect(screen.getByRole('option', { name: 'S' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Blue (sold out)' })).toBeInTheDocument();
  });

  it('choosing attributes picks the matching variation: its price, discount, stock and the enabled button', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(screen.getByTestId('price')).toHaveTextContent('€23.92');
    expect(screen.getByTestId('original-price')).toHaveTextContent('€29.90');
    expect(screen.getByTestId('discount-percents')).toHaveTextContent('You save 20 %');
    expect(screen.getByTestId('stock')).toHaveTextContent('20+ pcs');
    expect(screen.getByTestId('sku')).toHaveTextContent('TSH-1-102');
    expect(addToCart()).toBeEnabled();
    expect(screen.queryByTestId('add-to-cart-reason')).not.toBeInTheDocument();
  });

  it('disables the button again for a variation that cannot be bought', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    await user.click(screen.getByRole('radio', { name: 'Blue (sold out)' }));
    expect(screen.getByTestId('availability')).toHaveTextContent('Sold out');
    expect(screen.queryByTestId('stock')).not.toBeInTheDocument();
    expect(addToCart()).toBeDisabled();
    expect(screen.getByTestId('add-to-cart-reason')).toHaveTextContent('This item cannot be ordered right now.');
  });

  it('does not switch the size to reach a colour that does not come in it: the size is cleared instead', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'S');
    // Blue exists only in M (sold out there).
    await user.click(screen.getByRole('radio', { name: 'Blue (not in this combination)' }));
    expect(screen.getByRole('radio', { name: 'Blue (sold out)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('');
    expect(screen.getByTestId('sku')).toHaveTextContent('TSH-1');
    expect(screen.getByTestId('sku')).not.toHaveTextContent('TSH-1-103');
    expect(addToCart()).toBeDisabled();
  });

  it('shows prices without tax when the shopper asked for them', async () => {
    const user = userEvent.setup();
    renderPanel({ tax: 'without' });
    expect(screen.getByTestId('price')).toHaveTextContent('€20.00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(screen.getByTestId('price')).toHaveTextContent('€19.77');
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
  });

  it('offers radio buttons for a radio property and a text input for a text property', async () => {
    const user = userEvent.setup();
    const material: PropertyView = {
      id: 2,
      name: 'Material',
      type: 2,
      product_variation_property_attributes: [
        { id: 21, name: 'Cotton', value: null, is_hidden: false },
        { id: 22, name: 'Wool', value: null, is_hidden: false },
      ],
    };
    const engraving: PropertyView = {
      id: 4,
      name: 'Length',
      type: 4,
      product_variation_property_attributes: [
        { id: 41, name: 'Short', value: null, is_hidden: false },
        { id: 42, name: 'Long', value: null, is_hidden: false },
      ],
    };
    const list = [
      { ...variation(201, [0, 0], {}), properties: [link(2, 21), link(4, 41)] },
      { ...variation(202, [0, 0], {}), properties: [link(2, 22), link(4, 42)] },
    ];
    renderPanel({ variations: list, properties: [material, engraving] });
    await user.click(screen.getByRole('radio', { name: 'Wool' }));
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveValue('');
    await user.type(screen.getByRole('combobox', { name: 'Length' }), 'long');
    expect(screen.getByTestId('sku')).toHaveTextContent('TSH-1-202');
    await user.clear(screen.getByRole('combobox', { name: 'Length' }));
    await user.type(screen.getByRole('combobox', { name: 'Length' }), 'short');
    // Short wool is not made: the wool is dropped, cotton is not picked for the shopper.
    expect(screen.getByRole('radio', { name: 'Wool (not in this combination)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cotton' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Cotton' }));
    expect(screen.getByTestId('sku')).toHaveTextContent('TSH-1-201');
  });
});

describe('PurchasePanel of a product whose variations are all off sale', () => {
  it('cannot be bought and offers no picker', () => {
    renderPanel({ variations: [] });
    expect(screen.queryByRole('combobox', { name: 'Size' })).not.toBeInTheDocument();
    expect(addToCart()).toBeDisabled();
    expect(screen.getByTestId('add-to-cart-reason')).toHaveTextContent('This item cannot be ordered right now.');
  });
});

describe('PurchasePanel without variations', () => {
  const single: PurchaseFacts = { ...product, has_variations: false, max_purchasable_amount: 3 };

  it('bounds the amount by the maximum purchasable amount', async () => {
    const user = userEvent.setup();
    renderPanel({ product: single, variations: [], properties: [] });
    const amount = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(amount).toHaveAttribute('max', '3');
    expect(screen.getByText('At most 3 pcs per order')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '9');
    expect(amount).toHaveValue(3);
  });

  it('does not repeat a bound that only the stock sets', () => {
    renderPanel({
      product: { ...single, max_purchasable_amount: null, stock_state: 7 },
      variations: [],
      properties: [],
    });
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('max', '7');
    expect(screen.queryByText(/At most/)).not.toBeInTheDocument();
  });

  it('is disabled for a sold-out product', () => {
    renderPanel({
      product: { ...single, stock_state: 0, availability: soldOut, stock_states: stockStates(0) },
      variations: [],
      properties: [],
    });
    expect(addToCart()).toBeDisabled();
    expect(screen.getByTestId('availability')).toHaveTextContent('Sold out');
  });
});
