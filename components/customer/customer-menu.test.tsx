// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';
import { CustomerMenu } from './customer-menu';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/lib/i18n/use-app-pathname', () => ({ useAppPathname: () => '/customer/dashboard' }));

describe('CustomerMenu', () => {
  it.each(['cs', 'sk', 'en'] as const)('lists the favourite products on every screen size (%s)', (locale) => {
    const t = messagesByLocale[locale].customer;
    render(
      <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
        <CustomerMenu />
      </NextIntlClientProvider>,
    );
    const menu = screen.getByRole('navigation', { name: t.menu });
    const favourites = within(menu).getByRole('link', { name: t.favoriteProducts });
    expect(favourites).toHaveAttribute('href', '/customer/favorite-products');
    // No item is hidden from a breakpoint up (Tailwind's `md:hidden` hid it on desktops).
    for (const item of within(menu).getAllByRole('listitem')) expect(item.className).not.toMatch(/(^|\s)\w+:hidden/);
    expect(within(menu).getAllByRole('listitem')).toHaveLength(6);
  });
});
