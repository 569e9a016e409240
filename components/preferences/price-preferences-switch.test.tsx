// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shareQueryClient } from '@/lib/query/shared-query-client';
import messages from '@/messages/cs';
import { PricePreferencesSwitch } from './price-preferences-switch';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const czkWith = { currency: 'CZK', tax: 'with' } as const;

let queryClient: QueryClient;

function renderSwitch(props: Partial<Parameters<typeof PricePreferencesSwitch>[0]> = {}) {
  return render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <PricePreferencesSwitch current={czkWith} fallback={czkWith} currencies={['CZK', 'EUR']} {...props} />
    </NextIntlClientProvider>,
  );
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  // The page's query client, as an island that ran a query (the search suggestions) left it.
  queryClient = new QueryClient();
  shareQueryClient(queryClient);
  refresh.mockClear();
  clearCookies();
});

describe('price preferences switch', () => {
  it('shows the preferences the page was rendered with, in a labelled group', () => {
    renderSwitch({ current: { currency: 'EUR', tax: 'without' } });
    const group = screen.getByRole('group', { name: 'Zobrazení cen' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Měna' })).toHaveValue('EUR');
    expect(screen.getByRole('button', { name: 'Ceny s DPH' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('stores the tax choice in its cookie and refreshes the page', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Ceny s DPH' }));
    expect(document.cookie).toContain('price_tax=without');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stores the currency choice in its cookie, refreshes the page and drops client-side answers in the old currency', async () => {
    queryClient.setQueryData(['search-suggest', 'cs', 'tricko'], { items: [] });
    renderSwitch();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Měna' }), 'EUR');
    expect(document.cookie).toContain('currency=EUR');
    expect(document.cookie).not.toContain('price_tax');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['search-suggest', 'cs', 'tricko'])?.isInvalidated).toBe(true);
  });

  it('reads the cookies where the page does not say (app routes), ignoring invalid values', () => {
    document.cookie = 'currency=EUR; Path=/';
    document.cookie = 'price_tax=sometimes; Path=/';
    renderSwitch({ current: undefined });
    expect(screen.getByRole('combobox', { name: 'Měna' })).toHaveValue('EUR');
    expect(screen.getByRole('button', { name: 'Ceny s DPH' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is a form posted to the preferences route without JavaScript: the VAT toggle submits the other tax mode', async () => {
    renderSwitch({ current: { currency: 'EUR', tax: 'with' } });
    const toggle = screen.getByRole('button', { name: 'Ceny s DPH' });
    const form = toggle.closest('form')!;
    expect(form).toHaveAttribute('action', '/api/price-preferences');
    expect(form).toHaveAttribute('method', 'post');
    expect(toggle).toHaveAttribute('type', 'submit');
    expect([...new FormData(form, toggle)]).toEqual([
      ['locale', 'cs'],
      ['currency', 'EUR'],
      ['tax', 'without'],
    ]);
    // With JavaScript the click stays on the page.
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await userEvent.click(toggle);
    expect(submitted).not.toHaveBeenCalled();
  });
});
