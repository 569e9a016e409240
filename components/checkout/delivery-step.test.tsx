// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@contract/entities/cart';
import { writeCartId } from '@/lib/cart/cart-cookie';
import { cart, cartItem } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { checkoutPhaseStore, initialCheckoutPhaseState } from '@/stores/checkout-phase-store';
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
      <DeliveryStep countries={countries} />
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
