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
import { CheckoutStepBar } from './checkout-step-bar';

vi.mock('@/lib/i18n/use-app-pathname', () => ({ useAppPathname: () => '/cart/shipping-and-payment' }));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
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
});

function renderBar(withCart: Cart | null) {
  if (withCart) {
    writeCartId(withCart.id);
    server.use(http.get(`${api}/carts/${withCart.id}`, () => HttpResponse.json(withCart)));
  }
  const Providers = cartProviders(testQueryClient());
  return render(
    <Providers>
      <CheckoutStepBar />
    </Providers>,
  );
}

const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('CheckoutStepBar', () => {
  it('links only to the cart while the cart is empty, and never shows the summary', async () => {
    renderBar(null);
    await waitFor(() => expect(linkNames()).toEqual(['1.Cart']));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Send order')).toBeNull();
  });

  it('links to the phases the cart can enter and marks the current one', async () => {
    renderBar(cart({ items: [cartItem({ id: 1 })] }));
    await waitFor(() => expect(linkNames()).toEqual(['1.Cart', '2.Shipping and payment']));
    expect(screen.getByText('Shipping and payment').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Address').closest('a')).toBeNull();
  });
});
