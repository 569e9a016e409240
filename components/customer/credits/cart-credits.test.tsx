// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { messagesByLocale } from '@/lib/i18n/messages';
import { cart } from '@/tests/support/cart-fixtures';
import { CartCredits } from './cart-credits';

const spendCartCredits = vi.hoisted(() => vi.fn());
vi.mock('@/lib/customer/customer-api', () => ({ spendCartCredits, listCustomerAccounts: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ status: 'customer' }) }));
vi.mock('@/lib/cart/use-cart-scope', () => ({ useCartScope: () => ({ locale: 'cs', currency: 'CZK' }) }));
vi.mock('@/lib/customer/use-customer-api', () => ({
  customerKeys: { accounts: ['customer', 'accounts'] },
  useCustomerApi: () => ({}),
  useCustomerQuery: () => ({ data: { items: [{ customer_account_id: 3, name: 'Body', amount: 120 }] } }),
}));

const t = messagesByLocale.cs.credits.cart;

function renderCredits() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="cs" messages={messagesByLocale.cs}>
        <CartCredits cart={cart()} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('spinbutton');
}

beforeEach(() => {
  spendCartCredits.mockReset();
});

describe('CartCredits', () => {
  it('says the limit when more credits than the balance are asked for, without calling the API', async () => {
    fireEvent.change(renderCredits(), { target: { value: '121' } });
    fireEvent.click(screen.getByRole('button', { name: t.apply }));
    expect((await screen.findByRole('alert')).textContent).toBe('Můžete použít nejvýše 120 kreditů.');
    expect(spendCartCredits).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal (the limit of what is left to pay) instead of “could not use the credits”', async () => {
    const refusal = new ApiClientError({
      status: 422,
      type: 'validation_error',
      message: 'Můžete použít nejvýše 80 kreditů.',
      fieldErrors: [{ field: 'amount', message: 'Můžete použít nejvýše 80 kreditů.' }],
    });
    spendCartCredits.mockImplementation(async () => {
      throw refusal;
    });
    fireEvent.change(renderCredits(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: t.apply }));
    expect((await screen.findByRole('alert')).textContent).toBe('Můžete použít nejvýše 80 kreditů.');
  });

  it('says “try again” when the API could not answer', async () => {
    const offline = ApiClientError.network(new Error('offline'));
    spendCartCredits.mockImplementation(async () => {
      throw offline;
    });
    fireEvent.change(renderCredits(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: t.apply }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.failed);
  });
});
