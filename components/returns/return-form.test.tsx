// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@contract/locales';
import { ApiClientError } from '@/lib/api/api-client-error';
import { messagesByLocale } from '@/lib/i18n/messages';
import { draftRefund } from '@/tests/support/after-sale-fixtures';
import { ReturnForm } from './return-form';

const api = vi.hoisted(() => ({
  refundShippingMethods: vi.fn(),
  putRefundItems: vi.fn(),
  patchRefund: vi.fn(),
  putRefundAddress: vi.fn(),
  submitRefund: vi.fn(),
}));
vi.mock('@/lib/returns/after-sale-api', () => api);
vi.mock('@/lib/customer/use-customer-api', () => ({ useCustomerApi: () => ({}) }));
vi.mock('./use-pickup-countries', () => ({
  usePickupCountries: () => [
    { id: 1, name: 'Czechia', alpha2: 'CZ', dial_code: '+420' },
    { id: 2, name: 'Slovakia', alpha2: 'SK', dial_code: '+421' },
  ],
}));

const post = {
  id: 3,
  name: 'Czech Post',
  description: null,
  position: 1,
  price: { value: 0, formatted: '0 Kč' },
  taxed_price: { value: 0, formatted: '0 Kč' },
  shipping_service: 2,
  can_use: true,
  has_options: false,
  address_requirement: 0,
};
const courier = { ...post, id: 4, name: 'DPD courier', address_requirement: 2 };

function renderForm(locale: Locale = 'en', onSent = vi.fn(), refund = draftRefund()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
        <ReturnForm refund={refund} access={{ guestToken: 'token' }} onSent={onSent} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return { t: messagesByLocale[locale].returns, onSent };
}

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.refundShippingMethods.mockResolvedValue({ items: [post, courier], _meta: {} });
});

describe('ReturnForm', () => {
  it('says what is missing before sending anything: an item, a way back, the bank account', async () => {
    const { t } = renderForm('cs');
    await screen.findByLabelText(/Czech Post/);
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    expect(await screen.findByText(t.issues.noItems)).toBeTruthy();
    expect(screen.getByText(t.issues.shippingMethod)).toBeTruthy();
    expect(screen.getByText(t.bank.errors.missing)).toBeTruthy();
    expect(api.putRefundItems).not.toHaveBeenCalled();
    // The courier is offered; its pick-up address shows only once it is chosen.
    expect(screen.getByLabelText(/DPD courier/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: t.pickupAddress.legend })).toBeNull();
  });

  it('asks the courier’s pick-up address, prefilled from the order, and sends it before submitting', async () => {
    const billing = {
      type: 'billing' as const,
      customer_address_id: null,
      first_name: 'Jana',
      last_name: 'Nováková',
      dial_code: '+420',
      phone: '777123456',
      street: 'Dlouhá 12',
      city: 'Praha',
      post_code: '110 00',
      country_id: 1,
      is_company: false,
      company_name: null,
      company_identification_number: null,
      company_vat_number: null,
    };
    const { t, onSent } = renderForm('en', vi.fn(), draftRefund({ addresses: [billing], needs_bank_account: false }));
    fireEvent.click(await screen.findByLabelText(/DPD courier/));
    expect(screen.getByRole('group', { name: t.pickupAddress.legend })).toBeTruthy();
    expect((screen.getByLabelText(t.pickupAddress.fields.street) as HTMLInputElement).value).toBe('Dlouhá 12');
    fireEvent.change(screen.getByLabelText(t.form.amount.replace('{max}', '2')), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(t.form.reason), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText(t.pickupAddress.fields.post_code), { target: { value: '1100' } });
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    expect(await screen.findByText(t.issues.pickupPostCode)).toBeTruthy();
    expect(api.putRefundItems).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(t.pickupAddress.fields.post_code), { target: { value: '11000' } });
    api.putRefundItems.mockResolvedValue(draftRefund());
    api.patchRefund.mockResolvedValue(draftRefund());
    api.putRefundAddress.mockRejectedValueOnce(
      new ApiClientError({
        status: 422,
        type: 'validation_error',
        message: 'The request is not valid.',
        fieldErrors: [{ field: 'street', message: 'Doplňte číslo domu.' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    // The API words its refusal in the shopper's language; the form shows it as it is.
    expect(await screen.findByText('Doplňte číslo domu.')).toBeTruthy();
    expect(screen.getByLabelText(t.pickupAddress.fields.street).getAttribute('aria-invalid')).toBe('true');
    expect(api.submitRefund).not.toHaveBeenCalled();

    api.putRefundAddress.mockResolvedValue(draftRefund());
    api.submitRefund.mockResolvedValue(draftRefund({ state: 'submitted' }));
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(api.patchRefund).toHaveBeenLastCalledWith({}, { guestToken: 'token' }, 9, {
      shipping_method_id: 4,
      shipping_option_id: null,
    });
    expect(api.putRefundAddress).toHaveBeenLastCalledWith({}, { guestToken: 'token' }, 9, 'shipping', {
      first_name: 'Jana',
      last_name: 'Nováková',
      street: 'Dlouhá 12',
      city: 'Praha',
      post_code: '110 00',
      country_id: 1,
      dial_code: '+420',
      phone: '777123456',
      is_company: false,
    });
    expect(api.submitRefund.mock.invocationCallOrder[0]!).toBeGreaterThan(
      api.putRefundAddress.mock.invocationCallOrder.at(-1)!,
    );
  });

  it('saves the items, the way back and the account, then submits; a 422 lands on its field', async () => {
    const { t, onSent } = renderForm();
    fireEvent.click(await screen.findByLabelText(/Czech Post/));
    fireEvent.change(screen.getByLabelText(t.form.amount.replace('{max}', '2')), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(t.form.reason), { target: { value: 'wrong_size' } });
    fireEvent.change(screen.getByLabelText(t.bank.number), { target: { value: '19-2000145399' } });
    fireEvent.change(screen.getByLabelText(t.bank.code), { target: { value: '0800' } });
    api.putRefundItems.mockRejectedValueOnce(
      new ApiClientError({
        status: 422,
        type: 'validation_error',
        message: 'The request is not valid.',
        fieldErrors: [{ field: 'items.0.amount', message: 'Only 1 can go back.' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    expect(await screen.findByText('Only 1 can go back.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(t.form.failed);

    api.putRefundItems.mockResolvedValue(draftRefund());
    api.patchRefund.mockResolvedValue(draftRefund());
    api.submitRefund.mockResolvedValue(draftRefund({ state: 'submitted' }));
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(api.putRefundItems).toHaveBeenLastCalledWith({}, { guestToken: 'token' }, 9, {
      items: [{ order_item_id: 70, amount: 1, reason: 'wrong_size', preferred_resolve: 'money_back' }],
    });
    expect(api.patchRefund).toHaveBeenCalledWith({}, { guestToken: 'token' }, 9, {
      shipping_method_id: 3,
      shipping_option_id: null,
      bank_account_number: '19-2000145399',
      bank_code: '0800',
      bank_account_iban: null,
      bank_swift_code: null,
    });
    expect(api.submitRefund).toHaveBeenCalledWith({}, { guestToken: 'token' }, 9);
  });

  it('shows a refusal on a field the form does not have (past the deadline) in its alert', async () => {
    const { t } = renderForm();
    fireEvent.click(await screen.findByLabelText(/Czech Post/));
    fireEvent.change(screen.getByLabelText(t.form.amount.replace('{max}', '2')), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(t.form.reason), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText(t.bank.iban), { target: { value: 'CZ6508000000192000145399' } });
    fireEvent.change(screen.getByLabelText(t.bank.swift), { target: { value: 'GIBACZPX' } });
    api.putRefundItems.mockResolvedValue(draftRefund());
    api.patchRefund.mockResolvedValue(draftRefund());
    api.submitRefund.mockRejectedValue(
      new ApiClientError({
        status: 422,
        type: 'validation_error',
        message: 'The request is not valid.',
        fieldErrors: [{ field: 'order_id', message: 'The 14 days to withdraw ended on 10 December.' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The 14 days to withdraw ended on 10 December.'),
    );
  });
});
