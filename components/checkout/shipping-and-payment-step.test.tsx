// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartPaymentMethod, CartShippingMethod, ShippingOption } from '@contract/entities/cart';
import { writeCartId } from '@/lib/cart/cart-cookie';
import { cart, cartId, cartItem, money } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { checkoutPhaseStore, initialCheckoutPhaseState } from '@/stores/checkout-phase-store';
import { ShippingAndPaymentStep } from './shipping-and-payment-step';

const replace = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notices/notices', () => ({ showNotice: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  clearCartCookies();
  checkoutPhaseStore.setState(initialCheckoutPhaseState);
  replace.mockReset();
});

function shippingMethod(id: number, name: string, overrides: Partial<CartShippingMethod> = {}): CartShippingMethod {
  return {
    id,
    name,
    description: null,
    price: money(3),
    taxed_price: money(3.2),
    original_price: money(3),
    original_taxed_price: money(3.2),
    tax_rate: 21,
    can_use: true,
    can_be_used_by_country: true,
    has_options: false,
    option_id: null,
    delivery_time: 'in 2 days',
    shipping_service: 11,
    address_requirement: 0,
    image_id: null,
    image_url: null,
    position: id,
    ...overrides,
  };
}

function paymentMethod(id: number, name: string, overrides: Partial<CartPaymentMethod> = {}): CartPaymentMethod {
  return {
    id,
    name,
    description: null,
    payment_note: null,
    price: money(0),
    taxed_price: money(0),
    tax_rate: 21,
    can_use: true,
    unavailable_reason: null,
    payment_service: 1,
    is_online: false,
    is_pay_later: true,
    image_id: null,
    image_url: null,
    position: id,
    ...overrides,
  };
}

const pickup = shippingMethod(1, 'Lumen Box pickup point', { has_options: true, address_requirement: 1 });
const courier = shippingMethod(3, 'DPD courier');
const methods = [
  pickup,
  courier,
  shippingMethod(2, 'Czech Post', { can_be_used_by_country: false }),
  shippingMethod(5, 'Drone', { can_use: false }),
];
const bank = paymentMethod(1, 'Bank transfer');
const cod = paymentMethod(2, 'Cash on delivery', { payment_service: 3 });
const points: ShippingOption[] = ['Anděl', 'Vinohrady'].map((place, index) => ({
  id: 10 + index,
  shipping_method_id: 1,
  code: `P${index}`,
  name: `Lumen Box Praha ${place}`,
  street: `Street ${index + 1}`,
  city: 'Praha',
  post_code: '150 00',
  country_id: 1,
  opening_hours: null,
}));

/** The API of one cart: the cart, its method lists, choosing methods, searching pickup points. */
function shopApi(initial: Cart, onShipping?: (body: Record<string, unknown>) => Cart) {
  let current = initial;
  const searches: string[] = [];
  server.use(
    http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(current)),
    http.get(`${api}/carts/${cartId}/shipping-methods`, () =>
      HttpResponse.json({ items: methods, _meta: { page: 1, per_page: 4, total: 4, total_pages: 1 }, _errors: {} }),
    ),
    http.get(`${api}/carts/${cartId}/payment-methods`, () =>
      HttpResponse.json({
        items: [bank, { ...cod, can_use: current.shipping_method_id !== 1 }],
        _meta: { page: 1, per_page: 2, total: 2, total_pages: 1 },
        _errors: {},
      }),
    ),
    http.put(`${api}/carts/${cartId}/shipping-methods`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      current = onShipping ? onShipping(body) : current;
      return HttpResponse.json(current);
    }),
    http.put(`${api}/carts/${cartId}/payment-methods`, async ({ request }) => {
      const { payment_method_id } = (await request.json()) as { payment_method_id: number | null };
      const chosen = [bank, cod].find((method) => method.id === payment_method_id) ?? null;
      current = { ...current, payment_method_id, payment_method: chosen, notices: [] };
      return HttpResponse.json(current);
    }),
    http.get(`${api}/shipping-methods/1/options`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      const found = points.filter((point) => point.name.toLowerCase().includes(search.toLowerCase()));
      return HttpResponse.json({
        items: found,
        _meta: { page: 1, per_page: 20, total: found.length, total_pages: 1 },
        _errors: {},
      });
    }),
  );
  return { searches, current: () => current };
}

function renderStep(withCart: Cart | null) {
  if (withCart) writeCartId(withCart.id);
  const Providers = cartProviders(testQueryClient());
  return render(
    <Providers>
      <ShippingAndPaymentStep />
    </Providers>,
  );
}

const withItems = cart({ items: [cartItem({ id: 1 })] });

describe('ShippingAndPaymentStep', () => {
  it('sends a shopper without items back to the cart', async () => {
    renderStep(null);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/cart'));
    expect(screen.queryByRole('group', { name: 'How should we deliver?' })).toBeNull();
  });

  it('offers only the methods the cart can use, with prices and delivery times', async () => {
    shopApi(withItems);
    renderStep(withItems);
    const shipping = await screen.findByRole('group', { name: 'How should we deliver?' });
    const options = within(shipping).getAllByRole('radio');
    expect(options.map((option) => option.closest('li')?.querySelector('label')?.textContent)).toEqual([
      expect.stringMatching(/^Lumen Box pickup point.*€3\.20$/),
      'DPD courierDelivery: in 2 days€3.20',
    ]);
    const payment = await screen.findByRole('group', { name: 'How will you pay?' });
    expect(within(payment).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Continue to address' })).toBeDisabled();
    expect(screen.getByText('Choose a shipping method.')).toBeVisible();
    expect(replace).not.toHaveBeenCalled();
  });

  it('asks for a pickup point in a dialog: search, arrows and Enter choose one', async () => {
    const { searches } = shopApi(withItems, (body) => ({
      ...withItems,
      shipping_method_id: 1,
      shipping_method: pickup,
      shipping_option_id: body.shipping_option_id as number,
      shipping_option: points.find((point) => point.id === body.shipping_option_id) ?? null,
    }));
    const user = userEvent.setup();
    renderStep(withItems);
    await user.click(await screen.findByLabelText(/^Lumen Box pickup point/));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup point – Lumen Box pickup point' });
    const search = within(dialog).getByRole('combobox', { name: 'Search for a pickup point' });
    expect(search).toHaveFocus();
    await user.type(search, 'vino');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    expect(searches.at(-1)).toBe('vino');
    // Typing is debounced: the four letters made one search, not four.
    expect(searches.filter((text) => text.startsWith('v'))).toEqual(['vino']);
    await user.clear(search);
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', within(dialog).getAllByRole('option')[1]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('chosen-pickup-point')).toHaveTextContent('Lumen Box Praha Vinohrady');
    expect(screen.getByRole('button', { name: 'Change pickup point' })).toBeVisible();
  });

  it('closes the pickup dialog with Escape and keeps the method the cart had', async () => {
    shopApi(withItems);
    const user = userEvent.setup();
    renderStep(withItems);
    await user.click(await screen.findByLabelText(/^Lumen Box pickup point/));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/^Lumen Box pickup point/)).not.toBeChecked();
  });

  it('says so when a shipping change drops the chosen payment method', async () => {
    const chosen = {
      ...withItems,
      shipping_method_id: 3,
      shipping_method: courier,
      payment_method_id: 2,
      payment_method: cod,
    };
    shopApi(chosen, (body) => ({
      ...chosen,
      shipping_method_id: 1,
      shipping_method: pickup,
      shipping_option_id: body.shipping_option_id as number,
      shipping_option: points[0]!,
      payment_method_id: null,
      payment_method: null,
      notices: [
        {
          key: 'payment_method_not_available_for_shipping_method',
          cart_item_id: null,
          name: null,
          amount: null,
        },
      ],
    }));
    const user = userEvent.setup();
    renderStep(chosen);
    await user.click(await screen.findByLabelText(/^Lumen Box pickup point/));
    await user.click(await screen.findByRole('option', { name: /Anděl/ }));
    expect(
      await screen.findByText(
        'The payment method you chose is not available with this shipping method. Please choose another one.',
      ),
    ).toBeVisible();
    const payment = screen.getByRole('group', { name: 'How will you pay?' });
    await waitFor(() => expect(within(payment).getAllByRole('radio')).toHaveLength(1));
    expect(within(payment).getByRole('radio')).not.toBeChecked();
  });

  it('drops a payment method the fresh list no longer allows, when the API kept it', async () => {
    const chosen = {
      ...withItems,
      shipping_method_id: 3,
      shipping_method: courier,
      payment_method_id: 2,
      payment_method: cod,
    };
    const { current } = shopApi(chosen, (body) => ({
      ...chosen,
      shipping_method_id: 1,
      shipping_method: pickup,
      shipping_option_id: body.shipping_option_id as number,
      shipping_option: points[0]!,
    }));
    const user = userEvent.setup();
    renderStep(chosen);
    await user.click(await screen.findByLabelText(/^Lumen Box pickup point/));
    await user.click(await screen.findByRole('option', { name: /Anděl/ }));
    expect(await screen.findByText(/The payment method you chose is not available/)).toBeVisible();
    await waitFor(() => expect(current().payment_method_id).toBeNull());
  });

  it('continues to the delivery phase once the phase machine allows it', async () => {
    const ready = {
      ...withItems,
      shipping_method_id: 3,
      shipping_method: courier,
      payment_method_id: 1,
      payment_method: bank,
    };
    shopApi(ready);
    renderStep(ready);
    expect(await screen.findByRole('link', { name: 'Continue to address' })).toHaveAttribute('href', '/cart/delivery');
    expect(screen.getByTestId('checkout-totals')).toHaveTextContent('DPD courier');
  });
});
