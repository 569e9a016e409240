// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@contract/locales';
import { ApiClientError } from '@/lib/api/api-client-error';
import { meQueryKey } from '@/lib/auth/use-session';
import { messagesByLocale } from '@/lib/i18n/messages';
import { PasswordForm } from './password-form';

const changeCustomerPassword = vi.hoisted(() => vi.fn());
const showNotice = vi.hoisted(() => vi.fn());
vi.mock('@/lib/customer/customer-api', () => ({ changeCustomerPassword }));
vi.mock('@/lib/customer/use-customer-api', () => ({ useCustomerApi: () => ({}) }));
vi.mock('@/lib/notices/notices', () => ({ showNotice }));

/** A promise the test settles itself, so a call can be kept running while the shopper clicks again. */
function deferred() {
  let resolve: (value: null) => void = () => undefined;
  const promise = new Promise<null>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function renderForm(locale: Locale = 'en', queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
        <PasswordForm customerId={7} hasPassword />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const t = messagesByLocale[locale].customerArea.password;
  fireEvent.input(screen.getByLabelText(t.currentPassword), { target: { value: 'Old-password-1' } });
  fireEvent.input(screen.getByLabelText(t.newPassword, { exact: true }), { target: { value: 'New-password-2' } });
  fireEvent.input(screen.getByLabelText(t.confirmPassword), { target: { value: 'New-password-2' } });
  return t;
}

/** The shop API's answer to a wrong current password (shop-api/src/customers/account.service.ts). */
const wrongCurrentPassword = () =>
  new ApiClientError({
    status: 422,
    type: 'validation_error',
    message: 'The request is not valid.',
    fieldErrors: [{ field: 'current_password', message: 'The current password is not right.' }],
  });

beforeEach(() => {
  changeCustomerPassword.mockReset();
  showNotice.mockReset();
});

describe('PasswordForm', () => {
  it('sends a double click once: two clicks before React renders again make one password change', async () => {
    const call = deferred();
    changeCustomerPassword.mockReturnValue(call.promise);
    renderForm();
    const button = screen.getByRole('button', { name: 'Change password' });
    // Both clicks land before the form re-renders (the button is not disabled yet for the second).
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(changeCustomerPassword).toHaveBeenCalledTimes(1));
    // A third click while the change is still on its way does nothing either.
    fireEvent.click(button);
    await act(async () => {
      call.resolve(null);
      await call.promise;
    });
    await waitFor(() =>
      expect(showNotice).toHaveBeenCalledWith('Your password has been changed.', undefined, { tone: 'success' }),
    );
    expect(changeCustomerPassword).toHaveBeenCalledTimes(1);
    expect(changeCustomerPassword).toHaveBeenCalledWith({}, 7, {
      current_password: 'Old-password-1',
      password: 'New-password-2',
      password_confirmation: 'New-password-2',
    });
  });

  it('hides the shown passwords before it submits, and can send again once the first change is done', async () => {
    changeCustomerPassword.mockResolvedValue(null);
    renderForm();
    const current = screen.getByLabelText('Current password');
    fireEvent.click(screen.getByRole('button', { name: 'Show Current password' }));
    expect(current).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(current).toHaveAttribute('type', 'password');
    await waitFor(() => expect(changeCustomerPassword).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(current).toHaveValue(''));

    fireEvent.input(current, { target: { value: 'New-password-2' } });
    fireEvent.input(screen.getByLabelText('New password', { exact: true }), { target: { value: 'Third-password-3' } });
    fireEvent.input(screen.getByLabelText('New password again'), { target: { value: 'Third-password-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(changeCustomerPassword).toHaveBeenCalledTimes(2));
  });

  for (const locale of ['cs', 'sk', 'en'] as const) {
    it(`says the current password is wrong on that field, in ${locale}`, async () => {
      changeCustomerPassword.mockRejectedValue(wrongCurrentPassword());
      const t = renderForm(locale);
      fireEvent.click(screen.getByRole('button', { name: t.save }));
      const current = screen.getByLabelText(t.currentPassword);
      await waitFor(() => expect(current).toHaveAccessibleDescription(t.wrongCurrent));
      expect(current).toHaveAttribute('aria-invalid', 'true');
      // No generic failure beside it, and the new password fields are not blamed.
      expect(screen.queryByText(t.failed)).toBeNull();
      expect(screen.getByLabelText(t.newPassword, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      expect(showNotice).not.toHaveBeenCalled();
    });
  }

  it('shows the API’s other field rules in the page’s language, not as a wrong password', async () => {
    changeCustomerPassword.mockRejectedValue(
      new ApiClientError({
        status: 422,
        type: 'validation_error',
        message: 'The request is not valid.',
        fieldErrors: [{ field: 'current_password', message: 'A password is at most 128 characters.' }],
      }),
    );
    const t = renderForm('cs');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(screen.getByLabelText(t.currentPassword)).toHaveAccessibleDescription(
        messagesByLocale.cs.checkout.fieldErrors.passwordTooLong,
      ),
    );
  });
});

describe('PasswordForm of an account without a password (a third-party sign-in made it)', () => {
  for (const locale of ['cs', 'sk', 'en'] as const) {
    it(`offers to set a first password, with no current password, in ${locale}`, async () => {
      changeCustomerPassword.mockResolvedValue(null);
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      render(
        <QueryClientProvider client={queryClient}>
          <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
            <PasswordForm customerId={7} hasPassword={false} />
          </NextIntlClientProvider>
        </QueryClientProvider>,
      );
      const t = messagesByLocale[locale].customerArea.password;
      expect(screen.getByRole('heading', { name: t.setTitle })).toBeInTheDocument();
      expect(screen.getByText(t.setIntro)).toBeInTheDocument();
      expect(screen.queryByLabelText(t.currentPassword)).toBeNull();
      fireEvent.input(screen.getByLabelText(t.newPassword, { exact: true }), { target: { value: 'First-password-1' } });
      fireEvent.input(screen.getByLabelText(t.confirmPassword), { target: { value: 'First-password-1' } });
      fireEvent.click(screen.getByRole('button', { name: t.setSave }));
      await waitFor(() => expect(showNotice).toHaveBeenCalledWith(t.setSaved, undefined, { tone: 'success' }));
      expect(changeCustomerPassword).toHaveBeenCalledWith({}, 7, {
        password: 'First-password-1',
        password_confirmation: 'First-password-1',
      });
      // The account now has one: the session's customer is read again, and the form asks for it.
      expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey });
    });
  }

  it('reads the account again when a password was set meanwhile (the API asks for the current one)', async () => {
    changeCustomerPassword.mockRejectedValue(wrongCurrentPassword());
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="en" messages={messagesByLocale.en}>
          <PasswordForm customerId={7} hasPassword={false} />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    const t = messagesByLocale.en.customerArea.password;
    fireEvent.input(screen.getByLabelText(t.newPassword, { exact: true }), { target: { value: 'First-password-1' } });
    fireEvent.input(screen.getByLabelText(t.confirmPassword), { target: { value: 'First-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: t.setSave }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey }));
    expect(showNotice).not.toHaveBeenCalled();
  });
});
