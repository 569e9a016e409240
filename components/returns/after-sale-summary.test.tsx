// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@contract/locales';
import { messagesByLocale } from '@/lib/i18n/messages';
import { draftRefund } from '@/tests/support/after-sale-fixtures';
import { AfterSaleSummary } from './after-sale-summary';

vi.mock('@/lib/i18n/navigation', () => ({ Link: (props: { children: unknown }) => props.children }));

function renderSummary(locale: Locale, refund = draftRefund()) {
  render(
    <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
      <AfterSaleSummary kind="refund" item={refund} />
    </NextIntlClientProvider>,
  );
}

describe('a sent return’s summary', () => {
  it.each([
    ['cs', 'Na kreditní účet vrátíme kredity: 50 (zaplatily 50 Kč)'],
    ['sk', 'Na kreditný účet vrátime kredity: 50 (zaplatili 50 Kč)'],
    ['en', 'Back to your credit account: 50 credits (they paid 50 Kč)'],
  ] as const)('%s: shows the credits that go back under the money', (locale, text) => {
    renderSummary(
      locale,
      draftRefund({
        state: 'submitted',
        taxed_total_price: { value: 192, formatted: '192 Kč' },
        credits_refund: { value: 50, formatted: '50 Kč' },
        credit_amounts: [{ customer_account_id: 1, amount: 50 }],
      }),
    );
    expect(screen.getByTestId('credits-back').textContent).toBe(text);
    expect(screen.getByTestId('after-sale-summary').textContent).toContain('192 Kč');
  });

  it('says nothing of credits for a return paid without them', () => {
    renderSummary('en', draftRefund({ state: 'submitted' }));
    expect(screen.queryByTestId('credits-back')).toBeNull();
  });
});
