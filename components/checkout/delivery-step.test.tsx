// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@contract/entities/cart';
import { writeCartId } from '@/lib/cart/cart-cookie';
import { deliveryDraftKey } from '@/lib/checkout/delivery-draft-session';
import { bankTransfer, cart, cartItem, shippingMethod } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { checkoutPhaseStore, initialCheckoutPhaseState } from '@/stores/checkout-phase-store';
import { useSessionStore } from '@/stores/session-store';
import { DeliveryStep } from './delivery-step';

const replace = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notices/notices', () => ({ showNotice: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
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
  window.sessionStorage.clear();
  useSessionStore.setState({ status: 'guest', accessToken: null, accessExpirationAt: null });
});

const countries = [{ id: 1, name: 'Czechia', dial_code: '+420', alpha2: 'CZ', is_default: true }];

function renderStep(withCart: Cart | null) {
  if (withCart) {
    writeCartId(withCart.id);
    server.use(
      http.get(`${api}/carts/${withCart.id}`, () => HttpResponse.json(withCart)),
      http.get(`${api}/carts/${withCart.id}/addresses`, () => HttpResponse.json({ billing: null, shipping: null })),
    );
  }
  const Providers = cartProviders(testQueryClient());
  return render(
    <Providers>
      <DeliveryStep countries={countries} legalPages={{ terms: '/en/terms-and-conditions', privacy: null }} />
    </Providers>,
  );
}

describe('DeliveryStep: the phase guard', () => {
  it('sends an empty cart to the cart page', async () => {
    renderStep(null);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/cart'));
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
  });

  it('sends a cart without its methods back to shipping and payment', async () => {
    renderStep(cart({ items: [cartItem({ id: 1 })] }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/cart/shipping-and-payment'));
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
  });
});

const readyCart = () =>
  cart({ items: [cartItem({ id: 1 })], shipping_method: shippingMethod(0), payment_method: bankTransfer });

const me = {
  customer: {
    id: 7,
    email: 'jana.novakova@example.com',
    first_name: 'Jana',
    last_name: 'Nováková',
    dial_code: '+420',
    phone: '601234567',
    birth_at: null,
    gender_oriented_product_preference: null,
    code: null,
    locale: 'en',
    is_active: true,
    is_blocked: false,
    is_subscribed: false,
    has_password: true,
    email_verified_at: null,
    preferred_payment_method_id: null,
    preferred_shipping_method_id: null,
    restrict_to_country_id: null,
    last_logged_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  is_guest: false,
  customer_latest_cart_id: null,
  customer_product_wish_list: null,
  customer_pairings: [],
  customer_account_amounts: [],
};

const createAccount = 'Create an account with these details';

describe('DeliveryStep: what the form remembers', () => {
  it('fills a signed-in customer’s e-mail, name and phone, and offers no account', async () => {
    useSessionStore.setState({
      status: 'customer',
      accessToken: 'access-token',
      accessExpirationAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    server.use(
      http.get(`${api}/auth/me`, () => HttpResponse.json(me)),
      http.get(`${api}/customer-addresses`, () => HttpResponse.json({ items: [], _meta: { page: 1, total_pages: 1 } })),
    );
    renderStep(readyCart());
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveValue('jana.novakova@example.com'));
    expect(screen.getByLabelText('First name')).toHaveValue('Jana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nováková');
    expect(screen.getByLabelText('Phone')).toHaveValue('601234567');
    expect(screen.queryByLabelText(createAccount)).toBeNull();
  });

  it('keeps what a guest typed across a reload, never the password', async () => {
    const user = userEvent.setup();
    const first = renderStep(readyCart());
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'eva@example.com');
    await user.type(screen.getByLabelText('First name'), 'Eva');
    await user.click(screen.getByLabelText(createAccount));
    await user.type(screen.getByLabelText('Password for the account'), 'Secret-pass-2026');
    first.unmount();
    const stored = window.sessionStorage.getItem(deliveryDraftKey);
    expect(stored).toContain('eva@example.com');
    expect(stored).not.toContain('Secret-pass-2026');
    expect(window.localStorage.getItem(deliveryDraftKey)).toBeNull();

    renderStep(readyCart());
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('eva@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Eva');
    expect(screen.getByLabelText(createAccount)).toBeChecked();
    expect(screen.getByLabelText('Password for the account')).toHaveValue('');
  });
});
