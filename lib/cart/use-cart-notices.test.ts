// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/cs';
import { useCartSocketStore } from '@/stores/cart-socket-store';
import type { CartNotice } from './cart-socket';
import { useCartNotices } from './use-cart-notices';

const socket = vi.hoisted(() => ({
  configureCartSocket: vi.fn(),
  stop: vi.fn(),
  listeners: [] as ((notice: CartNotice) => void)[],
  subscribeToCart: vi.fn(),
}));
vi.mock('./cart-socket', () => ({
  configureCartSocket: socket.configureCartSocket,
  subscribeToCart: socket.subscribeToCart,
}));

const cartId = '0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f';
const notice: CartNotice = {
  event: 'cart-item-amount-changed-message',
  data: { cart_item_id: 7, product_id: 12, product_variation_id: 3, name: 'Lněná košile', amount: 2 },
};

// The provider's props type children as required; the ones given to createElement replace this null.
const intl: ComponentProps<typeof NextIntlClientProvider> = { locale: 'cs', messages, children: null };
const wrapper = ({ children }: { children: ReactNode }) => createElement(NextIntlClientProvider, intl, children);

beforeEach(() => {
  socket.configureCartSocket.mockClear();
  socket.stop.mockClear();
  socket.listeners.length = 0;
  socket.subscribeToCart
    .mockReset()
    .mockImplementation((_shop: number, _cart: string, listener: (n: CartNotice) => void) => {
      socket.listeners.push(listener);
      return socket.stop;
    });
  useCartSocketStore.setState({ status: 'initial' });
});

describe('useCartNotices', () => {
  it('gives the socket the page’s language and notice texts', () => {
    renderHook(() => useCartNotices(cartId, () => undefined), { wrapper });
    expect(socket.configureCartSocket).toHaveBeenCalledWith({
      locale: 'cs',
      texts: {
        title: 'Něco se pokazilo',
        cantConnect: messages.cartNotices.cant_connect_to_socket,
        cantAuthenticate: messages.cartNotices.cant_authenticate_socket_connection,
      },
    });
  });

  it('listens to the cart of this shop and calls the latest onEvent without subscribing again', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onEvent }) => useCartNotices(cartId, onEvent), {
      wrapper,
      initialProps: { onEvent: first },
    });
    expect(socket.subscribeToCart).toHaveBeenCalledWith(1, cartId, expect.any(Function));
    rerender({ onEvent: second });
    socket.listeners[0]!(notice);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(notice);
    expect(socket.subscribeToCart).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the cart goes away or the component unmounts, and listens to nothing without a cart', () => {
    const { rerender, unmount } = renderHook(({ id }) => useCartNotices(id, () => undefined, { shopId: 3 }), {
      wrapper,
      initialProps: { id: cartId as string | null },
    });
    expect(socket.subscribeToCart).toHaveBeenCalledWith(3, cartId, expect.any(Function));
    rerender({ id: null });
    expect(socket.stop).toHaveBeenCalledTimes(1);
    unmount();
    expect(socket.subscribeToCart).toHaveBeenCalledTimes(1);
  });

  it('answers the socket’s status as it changes', () => {
    const { result } = renderHook(() => useCartNotices(cartId, () => undefined), { wrapper });
    expect(result.current).toBe('initial');
    act(() => useCartSocketStore.getState().setStatus('open'));
    expect(result.current).toBe('open');
  });

  it('words the live notices with name and amount in each language', async () => {
    const { createTranslator } = await import('next-intl');
    const t = createTranslator({ locale: 'cs', messages, namespace: 'cartNotices' });
    expect(t('cart_item_stock_decreased', { name: 'Lněná košile', amount: 2 })).toBe(
      'Zboží Lněná košile zbývá jen 2 kusy, v košíku ho teď máte 2.',
    );
    expect(t('cart_item_sold_out', { name: 'Lněná košile' })).toBe(
      'Zboží Lněná košile je právě vyprodané a už ho nelze objednat.',
    );
    const en = createTranslator({
      locale: 'en',
      messages: (await import('@/messages/en')).default,
      namespace: 'cartNotices',
    });
    expect(en('cart_item_stock_decreased', { name: 'Linen shirt', amount: 1 })).toBe(
      'Only 1 piece of Linen shirt is left, so your cart now holds 1.',
    );
  });
});
