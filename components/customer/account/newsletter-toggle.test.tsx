// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@contract/entities/customer';
import { messagesByLocale } from '@/lib/i18n/messages';
import { NewsletterToggle } from './newsletter-toggle';

const updateCustomer = vi.hoisted(() => vi.fn());
const showNotice = vi.hoisted(() => vi.fn());
vi.mock('@/lib/customer/customer-api', () => ({ updateCustomer }));
vi.mock('@/lib/customer/use-customer-api', () => ({ useCustomerApi: () => ({}) }));
vi.mock('@/lib/notices/notices', () => ({ showNotice }));

const customer = { id: 7, is_subscribed: false } as Customer;
const t = messagesByLocale.cs.newsletter;

function renderToggle() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="cs" messages={messagesByLocale.cs}>
        <NewsletterToggle customer={customer} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('switch', { name: t.toggleLabel });
}

beforeEach(() => {
  updateCustomer.mockReset();
  showNotice.mockReset();
});

describe('NewsletterToggle', () => {
  it('stays off and says a confirmation link went out while the e-mail’s owner has not confirmed', async () => {
    updateCustomer.mockResolvedValue({ ...customer, is_subscribed: false });
    const toggle = renderToggle();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(showNotice).toHaveBeenCalledWith(t.toggleConfirm, undefined, { tone: 'info' }));
    expect(updateCustomer).toHaveBeenCalledWith({}, 7, { is_subscribed: true });
    expect(toggle).not.toBeChecked();
  });

  it('is on at once for a verified e-mail', async () => {
    updateCustomer.mockResolvedValue({ ...customer, is_subscribed: true });
    const toggle = renderToggle();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(showNotice).toHaveBeenCalledWith(t.subscribed, undefined, { tone: 'success' }));
    expect(toggle).toBeChecked();
  });
});
