// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import { messagesByLocale } from '@/lib/i18n/messages';
import { SignInProvidersProvider } from './sign-in-providers-context';
import { ThirdPartyButtons } from './third-party-buttons';

vi.mock('@/lib/auth/account-calls', () => ({ startThirdPartySignIn: vi.fn() }));

function renderButtons(providers: ThirdPartyProvider[]) {
  return render(
    <NextIntlClientProvider locale="en" messages={messagesByLocale.en}>
      <SignInProvidersProvider providers={providers}>
        <ThirdPartyButtons />
      </SignInProvidersProvider>
    </NextIntlClientProvider>,
  );
}

describe('ThirdPartyButtons', () => {
  it('shows a button for each provider the shop offers, and only those', () => {
    renderButtons(['google']);
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
  });

  it('shows nothing, not even the heading, when the shop offers none (production without credentials)', () => {
    const { container } = renderButtons([]);
    expect(container).toBeEmptyDOMElement();
  });
});
