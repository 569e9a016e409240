// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@contract/entities/cart';
import { cart, cartId, cartItem, otherCartId } from '@/tests/support/cart-fixtures';
import { cartProviders, clearCartCookies, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { readCartId, writeCartId } from './cart-cookie';
import { batchErrorMessage } from './batch-errors';
import { cartKeys } from './cart-query-keys';
import { useCart } from './use-cart';
import {
  useAddCartItem,
  useAddCartVoucher,
  useBatchAddCartItems,
  useChangeCartItemAmount,
  useRemoveCartItem,
} from './use-cart-mutations';

const showNotice = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notices/notices', () => ({ showNotice }));

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  showNotice.mockClear();
});
afterAll(() => server.close());
beforeEach(clearCartCookies);

const scope = { locale: 'en' as const, currency: undefined };
const errorBody = (status: number, type: string, message: string, errors: { field: string; message: string }[] = []) =>
  HttpResponse.json({ status, type, message, errors }, { status });

/** Renders the cart and one mutation hook over a cache that already holds `initial`. */
function setup<T>(useAction: () => T, initial: Cart | null) {
  const queryClient = testQueryClient();
  if (initial) {
    writeCartId(initial.id);
    queryClient.setQueryData(cartKeys.cart(scope), initial);
  }
  const hook = renderHook(() => ({ action: useAction(), cart: useCart().cart }), {
    wrapper: cartProviders(queryClient),
  });
  return { ...hook, queryClient };
}

describe('useAddCartItem', () => {
  it('creates the cart on the first add, stores its id and shows the answer', async () => {
    const added = cart({ id: otherCartId, items: [cartItem({ id: 1, product_id: 7, amount: 2 })] });
    let body: unknown;
    server.use(
      http.post(`${api}/carts`, () => HttpResponse.json(cart({ id: otherCartId }), { status: 201 })),
      http.post(`${api}/carts/${otherCartId}/items`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const { result } = setup(useAddCartItem, null);
    let outcome: Awaited<ReturnType<typeof result.current.action.run>> | undefined;
    await act(async () => {
      outcome = await result.current.action.run({ product_id: 7, product_variation_id: null, amount: 2 });
    });
    expect(outcome?.ok).toBe(true);
    expect(body).toEqual({ product_id: 7, product_variation_id: null, amount: 2 });
    expect(readCartId()).toBe(otherCartId);
    await waitFor(() => expect(result.current.cart?.amount).toBe(2));
  });

  it('on a 404 recreates the cart and answers cart_missing with its notice', async () => {
    server.use(
      http.post(`${api}/carts/${cartId}/items`, () => errorBody(404, 'not_found', 'No such cart.')),
      http.post(`${api}/carts`, () => HttpResponse.json(cart({ id: otherCartId }), { status: 201 })),
    );
    const { result } = setup(useAddCartItem, cart());
    let outcome: Awaited<ReturnType<typeof result.current.action.run>> | undefined;
    await act(async () => {
      outcome = await result.current.action.run({ product_id: 7 });
    });
    expect(outcome).toMatchObject({ ok: false, error: { key: 'cart_missing', status: 404 } });
    expect(readCartId()).toBe(otherCartId);
    await waitFor(() => expect(result.current.cart?.id).toBe(otherCartId));
    expect(showNotice).toHaveBeenCalledWith(
      'Something went wrong',
      expect.stringContaining('started a new one'),
      expect.objectContaining({ tone: 'error' }),
    );
  });

  it('answers add_cart_item_fail with the API message for any other failure', async () => {
    server.use(
      http.post(`${api}/carts/${cartId}/items`, () =>
        errorBody(422, 'validation_error', 'Invalid.', [{ field: 'amount', message: 'Only 3 left.' }]),
      ),
    );
    const { result } = setup(useAddCartItem, cart());
    let outcome: Awaited<ReturnType<typeof result.current.action.run>> | undefined;
    await act(async () => {
      outcome = await result.current.action.run({ product_id: 7, amount: 5 });
    });
    expect(outcome).toMatchObject({
      ok: false,
      error: { key: 'add_cart_item_fail', status: 422, message: 'Only 3 left.' },
      fieldErrors: [{ field: 'amount', message: 'Only 3 left.' }],
    });
    expect(readCartId()).toBe(cartId);
  });
});

describe('useRemoveCartItem (optimistic)', () => {
  const lines = [cartItem({ id: 1 }), cartItem({ id: 2, amount: 3 }), cartItem({ id: 3 })];

  it('drops the line at once, and fetches the cart once after the last of several removals', async () => {
    const reads = vi.fn();
    server.use(
      http.delete(`${api}/carts/${cartId}/items/:itemId`, async () => {
        await delay(150);
        return HttpResponse.json(cart({ items: lines }));
      }),
      http.get(`${api}/carts/${cartId}`, () => {
        reads();
        return HttpResponse.json(cart({ items: [lines[0]!] }));
      }),
    );
    const { result } = setup(useRemoveCartItem, cart({ items: lines }));
    let removals: Promise<unknown>[] = [];
    act(() => {
      removals = [result.current.action.run({ itemId: 2 }), result.current.action.run({ itemId: 3 })];
    });
    await waitFor(() => expect(result.current.cart?.items.map((i) => i.id)).toEqual([1]));
    expect(result.current.cart?.amount).toBe(1);
    await act(async () => {
      await Promise.all(removals);
    });
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    await delay(50);
    expect(reads).toHaveBeenCalledTimes(1);
    // One "removed" notice per line, each with its own undo.
    expect(showNotice.mock.calls.map((call) => call[1])).toEqual([
      'Product 2 was removed from your cart.',
      'Product 3 was removed from your cart.',
    ]);
  });

  /** The "removed" notice's undo button, as sonner would get it. */
  const undoOf = (call: unknown[] | undefined) =>
    (call?.[2] as { action?: { label: string; onClick(): void } })?.action;

  it('offers to undo a removal: the same product, variation and amount go back into the cart', async () => {
    const removed = cartItem({ id: 5, name: 'Red shirt', product_id: 70, product_variation_id: 701, amount: 3 });
    let body: unknown;
    server.use(
      http.delete(`${api}/carts/${cartId}/items/5`, () => HttpResponse.json(cart({ items: [] }))),
      http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(cart({ items: [] }))),
      http.post(`${api}/carts/${cartId}/items`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(cart({ items: [{ ...removed, id: 6 }] }), { status: 201 });
      }),
    );
    const { result } = setup(useRemoveCartItem, cart({ items: [removed] }));
    await act(async () => {
      await result.current.action.run({ itemId: 5 });
    });
    expect(showNotice).toHaveBeenCalledWith('Done', 'Red shirt was removed from your cart.', {
      tone: 'success',
      action: { label: 'Undo', onClick: expect.any(Function) },
    });
    await act(async () => undoOf(showNotice.mock.calls[0])?.onClick());
    await waitFor(() => expect(body).toEqual({ product_id: 70, product_variation_id: 701, amount: 3 }));
    await waitFor(() => expect(result.current.cart?.items.map((i) => i.id)).toEqual([6]));
    expect(showNotice).toHaveBeenLastCalledWith('Done', 'Red shirt is back in your cart.', {
      tone: 'success',
      action: undefined,
    });
  });

  it('says so when the stock is gone by the time the shopper undoes the removal', async () => {
    const removed = cartItem({ id: 5, name: 'Red shirt', product_id: 70, amount: 2 });
    server.use(
      http.delete(`${api}/carts/${cartId}/items/5`, () => HttpResponse.json(cart({ items: [] }))),
      http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(cart({ items: [] }))),
      http.post(`${api}/carts/${cartId}/items`, () =>
        errorBody(422, 'validation_error', 'The request is not valid.', [
          { field: 'amount', message: 'This product is sold out.' },
        ]),
      ),
    );
    const { result } = setup(useRemoveCartItem, cart({ items: [removed] }));
    await act(async () => {
      await result.current.action.run({ itemId: 5 });
    });
    await act(async () => undoOf(showNotice.mock.calls[0])?.onClick());
    await waitFor(() =>
      expect(showNotice).toHaveBeenLastCalledWith(
        'Something went wrong',
        'Red shirt could not be put back: there is no longer enough of it in stock.',
        { tone: 'error' },
      ),
    );
    expect(result.current.cart?.items).toEqual([]);
  });

  it('puts the line back at its place with cart_item_remove_error when the API refuses', async () => {
    server.use(
      http.delete(`${api}/carts/${cartId}/items/2`, async () => {
        await delay(200);
        return errorBody(500, 'internal_error', 'Down.');
      }),
      http.get(`${api}/carts/${cartId}`, () => HttpResponse.json(cart({ items: lines }))),
    );
    const { result } = setup(useRemoveCartItem, cart({ items: lines }));
    let removal: Promise<{ ok: boolean }> | undefined;
    act(() => {
      removal = result.current.action.run({ itemId: 2 });
    });
    await waitFor(() => expect(result.current.cart?.items.map((i) => i.id)).toEqual([1, 3]));
    let outcome: { ok: boolean } | undefined;
    await act(async () => {
      outcome = await removal;
    });
    expect(outcome).toMatchObject({ ok: false, error: { key: 'cart_item_remove_error' } });
    await waitFor(() => expect(result.current.cart?.items.map((i) => i.id)).toEqual([1, 2, 3]));
    expect(result.current.cart?.amount).toBe(5);
    expect(showNotice).toHaveBeenCalledWith(
      'Something went wrong',
      'We could not remove the item. It is back in your cart.',
      expect.objectContaining({ tone: 'error' }),
    );
  });
});

describe('useChangeCartItemAmount', () => {
  it('shows the new amount at once and goes back on failure', async () => {
    server.use(
      http.patch(`${api}/carts/${cartId}/items/1`, async () => {
        await delay(200);
        return errorBody(422, 'validation_error', 'Invalid.', [{ field: 'amount', message: 'Only 2 left.' }]);
      }),
    );
    const { result } = setup(useChangeCartItemAmount, cart({ items: [cartItem({ id: 1, amount: 1 })] }));
    let change: Promise<{ ok: boolean }> | undefined;
    act(() => {
      change = result.current.action.run({ itemId: 1, amount: 4 });
    });
    await waitFor(() => expect(result.current.cart?.items[0]?.amount).toBe(4));
    await act(async () => {
      await change;
    });
    await waitFor(() => expect(result.current.cart?.items[0]?.amount).toBe(1));
    expect(showNotice).toHaveBeenCalledWith(
      'Something went wrong',
      expect.stringContaining('could not change the amount'),
      expect.anything(),
    );
  });
});

describe('useAddCartVoucher', () => {
  it('answers the API message for the code field, without a notice', async () => {
    server.use(
      http.post(`${api}/carts/${cartId}/discounts`, () =>
        errorBody(422, 'validation_error', 'Invalid.', [{ field: 'code', message: 'This voucher has expired.' }]),
      ),
    );
    const { result } = setup(useAddCartVoucher, cart({ items: [cartItem()] }));
    let outcome: Awaited<ReturnType<typeof result.current.action.run>> | undefined;
    await act(async () => {
      outcome = await result.current.action.run({ code: 'expired20' });
    });
    expect(outcome).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'code', message: 'This voucher has expired.' }],
    });
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('shows the success notice with the applied code', async () => {
    const discount = {
      id: 5,
      discount_id: 1,
      name: '10 % off',
      code: 'LUMEN10',
      percents: 10,
      free_shipping: false,
      discounted_amount: { value: 1, formatted: '€1.00' },
      discounted_taxed_amount: { value: 1.21, formatted: '€1.21' },
      waived_shipping_amount: { value: 0, formatted: '€0.00' },
      waived_shipping_taxed_amount: { value: 0, formatted: '€0.00' },
    };
    server.use(
      http.post(`${api}/carts/${cartId}/discounts`, () =>
        HttpResponse.json(cart({ items: [cartItem()], discounts: [discount] })),
      ),
    );
    const { result } = setup(useAddCartVoucher, cart({ items: [cartItem()] }));
    await act(async () => {
      await result.current.action.run({ code: ' lumen10 ' });
    });
    await waitFor(() => expect(result.current.cart?.discounts).toHaveLength(1));
    expect(showNotice).toHaveBeenCalledWith('Done', 'Voucher LUMEN10 has been applied.', { tone: 'success' });
  });
});

describe('useBatchAddCartItems', () => {
  it('answers the cart and the first message per skipped item; an invalid path is skipped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post(`${api}/carts/${cartId}/items/batch`, () =>
        HttpResponse.json({
          ...cart({ items: [cartItem({ id: 1 })] }),
          _errors: {
            'items.1.product_id': ['No product has this code.', 'Second message.'],
            'items.2.amount': ['Only 3 left.'],
            'bad-path': ['Ignored.'],
          },
        }),
      ),
    );
    const { result } = setup(useBatchAddCartItems, cart());
    let outcome: Awaited<ReturnType<typeof result.current.action.run>> | undefined;
    await act(async () => {
      outcome = await result.current.action.run([{ product_id: 1 }, { product_id: 999 }, { product_id: 2, amount: 9 }]);
    });
    if (!outcome?.ok) throw new Error('expected a success');
    expect(batchErrorMessage(outcome.errors, 0)).toBeNull();
    expect(batchErrorMessage(outcome.errors, 1)).toBe('No product has this code.');
    expect(batchErrorMessage(outcome.errors, 2)).toBe('Only 3 left.');
    expect(warn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.cart?.items).toHaveLength(1));
  });
});
