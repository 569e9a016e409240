// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/entities/order';
import { readLatestOrderCookie, writeLatestOrderCookie } from '@/lib/checkout/latest-order-cookie';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { order, orderToken } from '@/tests/support/order-fixtures';
import { checkoutPhaseStore, initialCheckoutPhaseState } from '@/stores/checkout-phase-store';
import { OrderSummaryPage } from './order-summary-page';

const leaveForGateway = vi.hoisted(() => vi.fn());
const replace = vi.hoisted(() => vi.fn());
vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => {
      const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
      return pair ? { name, value: decodeURIComponent(pair.slice(name.length + 1)) } : undefined;
    },
  }),
}));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  unstable_rethrow: () => undefined,
}));
vi.mock('@/lib/checkout/leave-for-gateway', () => ({ leaveForGateway }));
vi.mock('@/lib/data/shop-info', () => ({ getShopInfo: async () => ({ company: { name: 'Lumen Store s.r.o.' } }) }));
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
beforeEach(async () => {
  // A summary unmounted by the last test clears the latest order a tick later: let that happen first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  clearCartCookies();
  document.cookie = 'latest_order=; Path=/; Max-Age=0';
  document.cookie = 'access_token=; Path=/; Max-Age=0';
  checkoutPhaseStore.setState(initialCheckoutPhaseState);
  leaveForGateway.mockReset();
  replace.mockReset();
});

const goPayOrder = order({
  payment: {
    payment_method_id: 3,
    name: 'Card payment (GoPay)',
    price: { value: 0, formatted: '€0.00' },
    taxed_price: { value: 0, formatted: '€0.00' },
    tax_rate: 21,
    payment_service: 4,
    is_online: true,
    is_pay_later: false,
    payment_note: null,
  },
  payment_instructions: null,
});

/** The API: the order, for its token only. */
function shopApi(answer: Order) {
  const seen: { token?: string | null } = {};
  server.use(
    http.get(`${api}/orders/12`, ({ request }) => {
      seen.token = request.headers.get('X-Order-Token');
      return seen.token === orderToken
        ? HttpResponse.json(answer)
        : HttpResponse.json({ status: 403, type: 'forbidden', message: 'No.', errors: [] }, { status: 403 });
    }),
  );
  return seen;
}

const bearerToken = 'customer-access-token-0123456789abcdefghijklmno';

/** The API: the customer's own order (`answer.id`) for the bearer, a 404 for any other. */
function customerApi(answer: Order) {
  const seen: { authorization?: string | null } = {};
  server.use(
    http.get(`${api}/orders/:id`, ({ request, params }) => {
      seen.authorization = request.headers.get('Authorization');
      return seen.authorization === `Bearer ${bearerToken}` && params.id === String(answer.id)
        ? HttpResponse.json(answer)
        : HttpResponse.json({ status: 404, type: 'not_found', message: 'No.', errors: [] }, { status: 404 });
    }),
  );
  return seen;
}

async function renderSummary(searchParams: { order?: string; status?: string }) {
  const element = (await OrderSummaryPage({ locale: 'en', searchParams })) as ReactElement;
  const Providers = cartProviders(testQueryClient());
  return render(<Providers>{element}</Providers>);
}

describe('OrderSummaryPage', () => {
  it('shows a bank transfer’s instructions: account, IBAN, variable symbol, amount and the QR code', async () => {
    writeLatestOrderCookie({ id: 12, token: orderToken });
    const seen = shopApi(order());
    await renderSummary({ order: '12' });
    expect(seen.token).toBe(orderToken);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order');
    const instructions = screen.getByTestId('pay-later');
    expect(instructions).toHaveTextContent('Please pay by bank transfer');
    expect(instructions).toHaveTextContent('2900123456/2010');
    expect(instructions).toHaveTextContent('CZ8620100000002900123456');
    expect(instructions).toHaveTextContent('€30.10');
    expect(screen.getByRole('img', { name: 'QR code for paying €30.10 with variable symbol 2500012' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull();
  });

  it('calls an unpaid card order an error and pays it again at its gateway with the cookie’s token', async () => {
    writeLatestOrderCookie({ id: 12, token: orderToken });
    shopApi(goPayOrder);
    let token: string | null = null;
    server.use(
      http.post(`${api}/gopay-requests`, ({ request }) => {
        token = request.headers.get('X-Order-Token');
        return HttpResponse.json({ gateUrl: 'http://localhost:4000/sandbox/gopay/3000002' }, { status: 201 });
      }),
    );
    await renderSummary({ order: '12' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your order is not paid yet');
    expect(screen.queryByTestId('pay-later')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(leaveForGateway).toHaveBeenCalledWith('http://localhost:4000/sandbox/gopay/3000002'));
    expect(token).toBe(orderToken);
  });

  it('says so beside the button when the payment cannot be started (go_pay_load_error)', async () => {
    writeLatestOrderCookie({ id: 12, token: orderToken });
    shopApi(goPayOrder);
    server.use(
      http.post(`${api}/gopay-requests`, () =>
        HttpResponse.json({ status: 409, type: 'conflict', message: 'Paid.', errors: [] }, { status: 409 }),
      ),
    );
    await renderSummary({ order: '12' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open the payment gateway.');
    expect(leaveForGateway).not.toHaveBeenCalled();
  });

  it('takes the status the payment return wrote', async () => {
    writeLatestOrderCookie({ id: 12, token: orderToken });
    shopApi(goPayOrder);
    await renderSummary({ order: '12', status: 'unknown' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We are waiting for the payment’s result');
  });

  it('is a 404 without an order this browser can read', async () => {
    shopApi(order());
    await expect(OrderSummaryPage({ locale: 'en', searchParams: { order: '12' } })).rejects.toThrow('NEXT_NOT_FOUND');
    writeLatestOrderCookie({ id: 13, token: orderToken });
    await expect(OrderSummaryPage({ locale: 'en', searchParams: { order: '12' } })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('shows a signed-in customer’s older order, read with the bearer, outside the checkout', async () => {
    writeLatestOrderCookie({ id: 12, token: orderToken });
    document.cookie = `access_token=${bearerToken}; Path=/`;
    const seen = customerApi({ ...goPayOrder, id: 3, code: '2600000003' });
    await renderSummary({ order: '3', status: 'error' });
    expect(seen.authorization).toBe(`Bearer ${bearerToken}`);
    expect(screen.getByTestId('order-code')).toHaveTextContent('2600000003');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your order is not paid yet');
    let token: string | null = 'unset';
    server.use(
      http.post(`${api}/gopay-requests`, ({ request }) => {
        token = request.headers.get('X-Order-Token');
        return HttpResponse.json({ gateUrl: 'http://localhost:4000/sandbox/gopay/3000003' }, { status: 201 });
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(leaveForGateway).toHaveBeenCalledWith('http://localhost:4000/sandbox/gopay/3000003'));
    // Not the latest order's token: the customer's session proves the order.
    expect(token).toBeNull();
    // Not the checkout's summary: the latest order stays, nobody is sent to the cart.
    expect(replace).not.toHaveBeenCalled();
    expect(readLatestOrderCookie()).toEqual({ id: 12, token: orderToken });
  });

  it('is a 404 for an order the bearer does not open (another customer’s)', async () => {
    document.cookie = `access_token=${bearerToken}; Path=/`;
    customerApi({ ...goPayOrder, id: 3 });
    await expect(OrderSummaryPage({ locale: 'en', searchParams: { order: '4' } })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('does not believe a forged success: the API says the card order is unpaid', async () => {
    writeLatestOrderCookie({ id: 12, token: orderToken });
    shopApi(goPayOrder);
    await renderSummary({ order: '12', status: 'success' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We are waiting for the payment’s result');
    expect(screen.getByText('Total to pay')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeVisible();
  });

  it('says paid when the API does, whatever the query says, and stops asking for money', async () => {
    writeLatestOrderCookie({ id: 12, token: orderToken });
    shopApi({ ...goPayOrder, paid_at: '2026-11-27T10:00:00Z' });
    await renderSummary({ order: '12', status: 'error' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order');
    expect(screen.getByText('Total paid')).toBeVisible();
    expect(screen.queryByText('Total to pay')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull();
  });

  it('forgets the latest order when the shopper leaves the summary', async () => {
    writeLatestOrderCookie({ id: 12, token: orderToken });
    shopApi(order());
    const view = await renderSummary({ order: '12' });
    await waitFor(() => expect(checkoutPhaseStore.getState().phase).toBe('summary'));
    expect(replace).not.toHaveBeenCalled();
    view.unmount();
    await waitFor(() => expect(readLatestOrderCookie()).toBeNull());
  });
});
