// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDetail } from '@/components/cart/cart-detail';
import { writeCartId } from '@/lib/cart/cart-cookie';
import { bankTransfer, cart, cartId, cartItem, shippingMethod } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { checkoutPhaseStore, initialCheckoutPhaseState } from '@/stores/checkout-phase-store';
import { ShippingAndPaymentStep } from './shipping-and-payment-step';

vi.mock('@/lib/notices/notices', () => ({ showNotice: vi.fn() }));
vi.mock('@/lib/cart/use-cart-notices', () => ({ useCartNotices: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
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
});

const withItems = cart({ items: [cartItem({ id: 1 })] });
const list = <T,>(items: T[]) => ({
  items,
  _meta: { page: 1, per_page: items.length, total: items.length, total_pages: 1 },
  _errors: {},
});

describe('the checkout methods, prefetched in the cart', () => {
  it('are on the shipping-and-payment step at once, without "Loading the methods…"', async () => {
    const asked = { shipping: 0, payment: 0 };
    server.use(
      http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(withItems)),
      // The first answer comes at once; the step's own fetch would never be answered.
      http.get(`${api}/carts/${cartId}/shipping-methods`, async () => {
        if (asked.shipping++ > 0) await delay('infinite');
        return HttpResponse.json(list([shippingMethod(0)]));
      }),
      http.get(`${api}/carts/${cartId}/payment-methods`, async () => {
        if (asked.payment++ > 0) await delay('infinite');
        return HttpResponse.json(list([bankTransfer]));
      }),
    );
    writeCartId(withItems.id);
    const client = testQueryClient();
    const Providers = cartProviders(client);
    const cartPage = render(
      <Providers>
        <CartDetail />
      </Providers>,
    );
    await waitFor(() => expect(asked).toEqual({ shipping: 1, payment: 1 }));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    cartPage.unmount();

    render(
      <Providers>
        <ShippingAndPaymentStep />
      </Providers>,
    );
    const shipping = await screen.findByRole('group', { name: 'How should we deliver?' });
    expect(within(shipping).getByRole('radio', { name: /DPD courier/ })).toBeVisible();
    expect(within(await screen.findByRole('group', { name: 'How will you pay?' })).getByRole('radio')).toBeVisible();
    expect(screen.queryByText('Loading the methods…')).toBeNull();
  });
});
