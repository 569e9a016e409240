// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { storeCart } from '@/lib/cart/cart-cache';
import { messagesByLocale } from '@/lib/i18n/messages';
import { loadedQueryClient, loadQueryClient } from '@/lib/query/shared-query-client';
import { cart, cartItem } from '@/tests/support/cart-fixtures';
import { MiniCart } from './mini-cart';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    href,
    children,
    prefetch: _prefetch,
    ...rest
  }: {
    href: string;
    children: ReactNode;
    prefetch?: boolean;
  }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ prefetch: () => undefined }),
}));

// Its own file: the page's query client is module state, and here no test has created it yet.
describe('MiniCart on a catalogue page (no React Query provider)', () => {
  it('shows the count of the cart an add to cart stored in the page client it created', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={messagesByLocale.en}>
        <MiniCart label="Cart" />
      </NextIntlClientProvider>,
    );
    expect(loadedQueryClient()).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    // What add to cart does: load the page's client, then keep the cart the API answered in it.
    const queryClient = await act(() => loadQueryClient());
    expect(await loadQueryClient()).toBe(queryClient);
    act(() =>
      storeCart(queryClient, { locale: 'en', currency: undefined }, cart({ items: [cartItem({ amount: 4 })] })),
    );
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('4');
  });
});
