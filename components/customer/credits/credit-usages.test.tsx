// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerAccountUsage } from '@contract/calls/customer-accounts';
import type { Locale } from '@contract/locales';
import { messagesByLocale } from '@/lib/i18n/messages';
import { CreditUsages } from './credit-usages';

const usage = (id: number, reason: CustomerAccountUsage['reason'], name: string): CustomerAccountUsage => ({
  id,
  customer_account_id: 1,
  customer_account_name: 'Lumen body',
  amount: reason === 'expired' ? -50 : 100,
  operation: reason === 'expired' ? 4 : 1,
  reason,
  name,
  order_id: null,
  loyalty_program_id: null,
  created_at: '2026-09-30T10:00:00.000Z',
});

const items = [
  usage(1, 'welcome_bonus', 'Uvítací bonus za registraci'),
  usage(2, 'order_earned', 'Body za objednávku'),
  usage(3, 'expired', 'Propadlé body'),
  usage(4, 'other', 'Body za soutěž'),
];

vi.mock('@/lib/customer/use-customer-api', () => ({
  customerKeys: { usages: (page: number) => ['usages', page] },
  useCustomerQuery: () => ({
    isPending: false,
    isError: false,
    refetch: () => undefined,
    data: { items, _meta: { page: 1, per_page: 20, total: items.length, total_pages: 1 }, _errors: {} },
  }),
}));

function renderIn(locale: Locale) {
  render(
    <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
      <CreditUsages />
    </NextIntlClientProvider>,
  );
}

describe('CreditUsages', () => {
  it.each(['sk', 'en'] as const)('words each movement in the page language (%s), not in the stored Czech', (locale) => {
    renderIn(locale);
    const reasons = messagesByLocale[locale].credits.reasons;
    for (const text of [reasons.welcome_bonus, reasons.order_earned, reasons.expired])
      expect(screen.getByText(text)).toBeInTheDocument();
    for (const czech of ['Uvítací bonus za registraci', 'Body za objednávku', 'Propadlé body'])
      expect(screen.queryByText(czech)).toBeNull();
  });

  it('shows the stored description of a movement written by hand', () => {
    renderIn('en');
    expect(screen.getByText('Body za soutěž')).toBeInTheDocument();
  });
});
