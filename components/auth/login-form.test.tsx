// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@contract/locales';
import { messagesByLocale } from '@/lib/i18n/messages';
import { LoginForm } from './login-form';

const login = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth/auth-actions', () => ({ useAuthActions: () => ({ login }) }));

function renderForm(locale: Locale = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
      <LoginForm onSuccess={() => undefined} />
    </NextIntlClientProvider>,
  );
}

async function submit(email: string, password: string, button: HTMLElement) {
  fireEvent.input(screen.getByRole('textbox'), { target: { value: email } });
  fireEvent.input(document.querySelector('input[autocomplete="current-password"]')!, { target: { value: password } });
  await act(async () => {
    fireEvent.click(button);
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  login.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('LoginForm after a 429', () => {
  it('tells the wait in minutes and keeps the button disabled until the Retry-After has passed', async () => {
    login.mockResolvedValue({ ok: false, error: 'too_many_requests', fieldErrors: [], retryAfter: 898 });
    renderForm();
    const button = screen.getByRole('button', { name: 'Log in' });
    await submit('eva@example.com', 'wrong-password', button);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    // Submitting again while the wait runs sends nothing.
    await submit('eva@example.com', 'another-try', button);
    expect(login).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(898_000);
    });
    expect(button).not.toHaveAttribute('aria-disabled');
    login.mockResolvedValue({ ok: false, error: 'login_failed', fieldErrors: [] });
    await submit('eva@example.com', 'after-the-wait', button);
    expect(login).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('The e-mail or the password is wrong.');
  });

  it('says a short wait in seconds, in the page’s language', async () => {
    login.mockResolvedValue({ ok: false, error: 'too_many_requests', fieldErrors: [], retryAfter: 42 });
    renderForm('cs');
    await submit('eva@example.com', 'spatne-heslo', screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Příliš mnoho pokusů. Zkuste to znovu za 42 sekund.');
  });
});

describe('LoginForm without JavaScript', () => {
  it('posts, so a submit without JavaScript never puts the password into the address', () => {
    renderForm('cs');
    const password = document.querySelector('input[autocomplete="current-password"]')!;
    expect(password.closest('form')).toHaveAttribute('method', 'post');
  });
});
