// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentServices } from '@contract/codes/payment-services';
import type { Cart } from '@contract/entities/cart';
import { deliveryDefaults } from '@/lib/checkout/delivery-form';
import { deliveryDraftKey } from '@/lib/checkout/delivery-draft-session';
import { readLatestOrderCookie } from '@/lib/checkout/latest-order-cookie';
import { bankTransfer, cart, cartId, shippingMethod as method } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { placedOrder } from '@/tests/support/order-fixtures';
import { checkoutPhaseStore, initialCheckoutPhaseState } from '@/stores/checkout-phase-store';
import { DeliveryForm } from './delivery-form';

const push = vi.hoisted(() => vi.fn());
const leaveForGateway = vi.hoisted(() => vi.fn());
const showNotice = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notices/notices', () => ({ showNotice }));
vi.mock('@/lib/checkout/leave-for-gateway', () => ({ leaveForGateway }));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push, replace: vi.fn() }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  clearCartCookies();
  document.cookie = 'latest_order=; Path=/; Max-Age=0';
  checkoutPhaseStore.setState(initialCheckoutPhaseState);
  push.mockReset();
  leaveForGateway.mockReset();
  window.sessionStorage.clear();
});

const countries = [
  { id: 1, name: 'Czechia', dial_code: '+420', alpha2: 'CZ' },
  { id: 2, name: 'Slovakia', dial_code: '+421', alpha2: 'SK' },
];

function checkoutCart(requirement: 0 | 1 | 2 = 0): Cart {
  return cart({ unique_amount: 1, shipping_method: method(requirement), payment_method: bankTransfer });
}

const address = (type: 'billing' | 'shipping') => ({
  id: 1,
  type,
  customer_address_id: null,
  first_name: null,
  last_name: null,
  dial_code: null,
  phone: null,
  street: null,
  city: null,
  post_code: null,
  country_id: 1,
  is_company: false,
  company_name: null,
  company_identification_number: null,
  company_vat_number: null,
  created_at: '2025-01-01T00:00:00.000Z',
});

interface Seen {
  orders: { key: string | null; body: Record<string, unknown> }[];
}

/** The cart and order calls of saving the form; `order` answers POST /orders. */
function shopApi(order: () => Response = () => HttpResponse.json(placedOrder(), { status: 201 })): Seen {
  const seen: Seen = { orders: [] };
  server.use(
    http.patch(`${api}/carts/${cartId}`, () => HttpResponse.json(checkoutCart())),
    http.patch(`${api}/carts/${cartId}/addresses/:type`, ({ params }) =>
      HttpResponse.json(address(params.type as 'billing' | 'shipping')),
    ),
    http.post(`${api}/orders`, async ({ request }) => {
      seen.orders.push({
        key: request.headers.get('Idempotency-Key'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return order();
    }),
    http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(checkoutCart())),
  );
  return seen;
}

const legalPages = { terms: '/en/terms-and-conditions', privacy: '/en/privacy-policy' };

function renderForm(requirement: 0 | 1 | 2 = 0, locale: 'cs' | 'sk' | 'en' = 'en') {
  const current = checkoutCart(requirement);
  const Providers = cartProviders(testQueryClient(), locale);
  return render(
    <Providers>
      <DeliveryForm
        cart={current}
        countries={countries}
        legalPages={legalPages}
        defaultValues={deliveryDefaults({
          email: null,
          hasShippingAddress: false,
          billing: null,
          shipping: null,
          fallbackCountry: countries[0]!,
        })}
      />
    </Providers>,
  );
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'jana@example.com');
  await user.type(screen.getByLabelText('First name'), 'Jana');
  await user.type(screen.getByLabelText('Last name'), 'Nováková');
  await user.type(screen.getByLabelText('Street and house number'), 'Dlouhá 12');
  await user.type(screen.getByLabelText('Town or city'), 'Praha');
  await user.type(screen.getByLabelText('Post code'), '110 00');
  await user.type(screen.getByLabelText('Phone'), '601123456');
}

const submit = () => screen.getByRole('button', { name: 'Order with obligation to pay' });

describe('DeliveryForm', () => {
  it('checks the fields by the contract’s rules before calling the API', async () => {
    const seen = shopApi();
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Post code'), '1100');
    await user.click(submit());
    expect(await screen.findByText('Enter your e-mail address.')).toBeVisible();
    expect(screen.getByText('Enter the post code as 123 45.')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(seen.orders).toHaveLength(0);
  });

  it('shows the API’s field errors on their fields and clears them as the shopper types', async () => {
    shopApi(() =>
      HttpResponse.json(
        {
          status: 422,
          type: 'validation_error',
          message: 'The order is not complete yet.',
          errors: [{ field: 'billing_address.phone', message: 'A Czech or Slovak phone number has 9 digits.' }],
        },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fillAddress(user);
    await user.click(submit());
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('A Czech or Slovak phone number has 9 digits.'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    await user.type(phone, '{Backspace}7');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('A Czech or Slovak phone number has 9 digits.')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('places the order once for a double submit, with one idempotency key, then goes to the summary', async () => {
    const seen = shopApi();
    const user = userEvent.setup();
    renderForm();
    await fillAddress(user);
    expect(window.sessionStorage.getItem(deliveryDraftKey)).toContain('jana@example.com');
    const form = submit().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/cart/summary', query: { order: '12' } }));
    expect(seen.orders).toHaveLength(1);
    expect(seen.orders[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(readLatestOrderCookie()).toEqual({ id: 12, token: placedOrder().access_token });
    expect(document.cookie).not.toContain('cart_id=');
    expect(checkoutPhaseStore.getState().phase).toBe('summary');
    // What was typed is forgotten with the order (docs/checkout.md, "What the delivery form remembers").
    expect(window.sessionStorage.getItem(deliveryDraftKey)).toBeNull();
  });

  it('sends the account’s password with its confirmation defaulting to it; shows it on request and hides it before submitting', async () => {
    const seen = shopApi();
    const user = userEvent.setup();
    renderForm();
    await fillAddress(user);
    expect(screen.queryByLabelText('Password for the account')).toBeNull();
    await user.click(screen.getByLabelText('Create an account with these details'));
    const password = screen.getByLabelText('Password for the account');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'tajne-heslo');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(submit());
    expect(password).toHaveAttribute('type', 'password');
    await waitFor(() => expect(seen.orders).toHaveLength(1));
    expect(seen.orders[0]?.body).toMatchObject({
      create_new_account: true,
      password: 'tajne-heslo',
      password_confirmation: 'tajne-heslo',
    });
  });

  it('offers a different billing address only when the shipping method’s requirement is 2 (both)', async () => {
    const user = userEvent.setup();
    renderForm(0).unmount();
    expect(screen.queryByLabelText('Send the invoice to a different billing address')).toBeNull();
    const basic = renderForm(1);
    expect(screen.queryByLabelText('Send the invoice to a different billing address')).toBeNull();
    expect(screen.queryByLabelText('Street and house number')).toBeNull();
    expect(screen.getByRole('group', { name: 'Who collects the order' })).toBeVisible();
    basic.unmount();
    renderForm(2);
    expect(screen.getByRole('group', { name: 'Your address' })).toBeVisible();
    await user.click(screen.getByLabelText('Send the invoice to a different billing address'));
    expect(screen.getByRole('group', { name: 'Delivery address' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeVisible();
    expect(screen.getAllByLabelText('Street and house number')).toHaveLength(2);
  });

  it.each([
    ['cs', 'Objednat s povinností platby', 'obchodními podmínkami', 'zásady ochrany osobních údajů'],
    ['sk', 'Objednať s povinnosťou platby', 'obchodnými podmienkami', 'zásady ochrany osobných údajov'],
    ['en', 'Order with obligation to pay', 'terms and conditions', 'privacy policy'],
  ] as const)(
    'links the terms and the privacy policy right above the order button (%s)',
    (locale, button, terms, privacy) => {
      renderForm(0, locale);
      const submitButton = screen.getByRole('button', { name: button });
      const note = document.getElementById(submitButton.getAttribute('aria-describedby') ?? '');
      expect(note).not.toBeNull();
      expect(note?.nextElementSibling).toBe(submitButton);
      expect(screen.getByRole('link', { name: terms })).toHaveAttribute('href', legalPages.terms);
      expect(screen.getByRole('link', { name: privacy })).toHaveAttribute('href', legalPages.privacy);
      expect(note).toContainElement(screen.getByRole('link', { name: terms }));
    },
  );

  it('asks a company collecting at a pickup point for its registered address, and sends it', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    const seen = shopApi();
    server.use(
      http.patch(`${api}/carts/${cartId}/addresses/:type`, async ({ request, params }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(address(params.type as 'billing' | 'shipping'));
      }),
    );
    renderForm(1);
    expect(screen.queryByLabelText('Street and house number')).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.com');
    await user.type(screen.getByLabelText('First name'), 'Jana');
    await user.type(screen.getByLabelText('Last name'), 'Nováková');
    await user.type(screen.getByLabelText('Phone'), '601123456');
    await user.click(screen.getByLabelText('I am ordering for a company'));
    await user.type(screen.getByLabelText('Company name'), 'Lumen Test s.r.o.');
    await user.type(screen.getByLabelText('Company ID'), '27074358');
    const registered = screen.getByRole('group', { name: 'Registered address of the company' });
    expect(registered).toBeVisible();
    await user.click(submit());
    expect(await screen.findByText('Enter the street and house number.')).toBeVisible();
    expect(screen.getByLabelText('Post code')).toHaveAccessibleDescription('Enter the post code.');
    expect(seen.orders).toHaveLength(0);

    await user.type(screen.getByLabelText('Street and house number'), 'Dlouhá 12');
    await user.type(screen.getByLabelText('Town or city'), 'Praha');
    await user.type(screen.getByLabelText('Post code'), '110 00');
    await user.click(submit());
    await waitFor(() => expect(seen.orders).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      is_company: true,
      company_name: 'Lumen Test s.r.o.',
      company_identification_number: '27074358',
      street: 'Dlouhá 12',
      city: 'Praha',
      post_code: '110 00',
    });
  });

  it.each([true, false])(
    'starts the card payment at its gateway after the order (gateway answers: %s)',
    async (gatewayAnswers) => {
      const goPay = {
        ...bankTransfer,
        id: 3,
        name: 'Card (GoPay)',
        payment_service: paymentServices.goPay,
        is_online: true,
        is_pay_later: false,
      };
      const paid = placedOrder({
        payment: { ...placedOrder().payment, payment_service: 4, is_online: true, is_pay_later: false },
      });
      shopApi(() => HttpResponse.json(paid, { status: 201 }));
      let returnUrl = '';
      server.use(
        http.post(`${api}/gopay-requests`, async ({ request }) => {
          returnUrl = ((await request.json()) as { return_url: string }).return_url;
          if (!gatewayAnswers)
            return HttpResponse.json(
              { status: 502, type: 'internal_error', message: 'Down.', errors: [] },
              { status: 502 },
            );
          return HttpResponse.json({ gateUrl: 'http://localhost:4000/sandbox/gopay/3000001' }, { status: 201 });
        }),
      );
      const user = userEvent.setup();
      const Providers = cartProviders(testQueryClient());
      render(
        <Providers>
          <DeliveryForm
            cart={cart({ unique_amount: 1, shipping_method: method(0), payment_method: goPay })}
            countries={countries}
            legalPages={legalPages}
            defaultValues={deliveryDefaults({
              email: null,
              hasShippingAddress: false,
              billing: null,
              shipping: null,
              fallbackCountry: countries[0]!,
            })}
          />
        </Providers>,
      );
      await fillAddress(user);
      await user.click(screen.getByRole('button', { name: 'Order and pay' }));
      if (gatewayAnswers) {
        await waitFor(() =>
          expect(leaveForGateway).toHaveBeenCalledWith('http://localhost:4000/sandbox/gopay/3000001'),
        );
        expect(push).not.toHaveBeenCalled();
      } else {
        // go_pay_load_error: the order is placed, so the shopper lands on its summary (which offers "pay again").
        await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/cart/summary', query: { order: '12' } }));
        expect(showNotice).toHaveBeenCalledWith('Something went wrong', expect.stringMatching(/payment gateway/), {
          tone: 'error',
        });
        expect(leaveForGateway).not.toHaveBeenCalled();
      }
      expect(returnUrl).toBe(`${window.location.origin}/api/payment-return/gopay?lang=en`);
    },
  );
});
