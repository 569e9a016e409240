// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Component, createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart, cartId, otherCartId } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { readCartId, writeCartId } from './cart-cookie';
import { CartLoadError } from './cart-loading';
import { useCart } from './use-cart';

vi.mock('@/lib/notices/notices', () => ({ showNotice: vi.fn() }));

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(clearCartCookies);

const notFound = () =>
  HttpResponse.json({ status: 404, type: 'not_found', message: 'No such cart.', errors: [] }, { status: 404 });

describe('useCart: loading', () => {
  it('has no cart and calls nothing for a visitor without a stored cart id', async () => {
    const { result } = renderHook(() => useCart(), { wrapper: cartProviders(testQueryClient()) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.cart).toBeNull();
  });

  it('loads the stored cart in the page language', async () => {
    writeCartId(cartId);
    let language: string | null = null;
    server.use(
      http.get(`${api}/carts/${cartId}`, ({ request }) => {
        language = request.headers.get('Language-Preference');
        return HttpResponse.json(cart());
      }),
    );
    const { result } = renderHook(() => useCart(), { wrapper: cartProviders(testQueryClient(), 'cs') });
    await waitFor(() => expect(result.current.cart?.id).toBe(cartId));
    expect(language).toBe('cs');
  });

  it('prefers the given id to the stored one and stores it', async () => {
    writeCartId(cartId);
    server.use(http.get(`${api}/carts/${otherCartId}`, () => HttpResponse.json(cart({ id: otherCartId }))));
    const { result } = renderHook(() => useCart({ cartId: otherCartId }), {
      wrapper: cartProviders(testQueryClient()),
    });
    await waitFor(() => expect(result.current.cart?.id).toBe(otherCartId));
    expect(readCartId()).toBe(otherCartId);
  });

  it.each([403, 404])('on a %i clears the stored id and creates a new cart', async (status) => {
    writeCartId(cartId);
    server.use(
      http.get(`${api}/carts/${cartId}`, () =>
        status === 404
          ? notFound()
          : HttpResponse.json({ status, type: 'forbidden', message: 'Not yours.', errors: [] }, { status }),
      ),
      http.post(`${api}/carts`, () => HttpResponse.json(cart({ id: otherCartId }), { status: 201 })),
    );
    const { result } = renderHook(() => useCart(), { wrapper: cartProviders(testQueryClient()) });
    await waitFor(() => expect(result.current.cart?.id).toBe(otherCartId));
    expect(readCartId()).toBe(otherCartId);
  });

  it('throws the fatal general error to the error boundary when no new cart can be made', async () => {
    writeCartId(cartId);
    server.use(
      http.get(`${api}/carts/${cartId}`, notFound),
      http.post(`${api}/carts`, () =>
        HttpResponse.json({ status: 500, type: 'internal_error', message: 'Down.', errors: [] }, { status: 500 }),
      ),
    );
    const caught = vi.fn();
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught(error);
      }
      override render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    const Providers = cartProviders(testQueryClient());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useCart(), {
      wrapper: ({ children }) => createElement(Providers, null, createElement(Boundary, null, children)),
    });
    await waitFor(() => expect(caught).toHaveBeenCalled());
    const error = caught.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(CartLoadError);
    expect(error).toMatchObject({ key: 'general', status: 500 });
    expect(readCartId()).toBeNull();
  });

  it('keeps a failure that a retry may fix as an error, without a new cart', async () => {
    writeCartId(cartId);
    const created = vi.fn();
    server.use(
      http.get(`${api}/carts/${cartId}`, () => HttpResponse.error()),
      http.post(`${api}/carts`, () => {
        created();
        return HttpResponse.json(cart(), { status: 201 });
      }),
    );
    const { result } = renderHook(() => useCart({ throwOnFatal: false }), {
      wrapper: cartProviders(testQueryClient()),
    });
    // One retry after a second (a network failure may pass), then the error.
    await waitFor(() => expect(result.current.error).not.toBeNull(), { timeout: 3000 });
    expect(created).not.toHaveBeenCalled();
    expect(readCartId()).toBe(cartId);
  });
});
