// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { readCartId, writeCartId } from './cart-cookie';

const getCart = vi.fn();
const createCart = vi.fn();
vi.mock('./cart-api', () => ({
  getCart: (...args: unknown[]) => getCart(...args),
  createCart: (...args: unknown[]) => createCart(...args),
}));

const { loadCart } = await import('./cart-loading');
const api = {} as never;
const ids = {
  anonymous: '11111111-1111-4111-8111-111111111111',
  customer: '22222222-2222-4222-8222-222222222222',
  anonymousOther: '33333333-3333-4333-8333-333333333333',
  gone: '44444444-4444-4444-8444-444444444444',
  fresh: '55555555-5555-4555-8555-555555555555',
};
const lost = () => new ApiClientError({ status: 404, type: 'not_found', message: 'No such cart.' } as never);

afterEach(() => {
  getCart.mockReset();
  createCart.mockReset();
  document.cookie = 'cart_id=; max-age=0; path=/';
});

describe('loadCart while a login moves the visitor to another cart', () => {
  it('loads the customer’s cart instead of making an empty one when the anonymous cart was transferred', async () => {
    writeCartId(ids.anonymous);
    getCart.mockImplementation(async (_api: unknown, id: string) => {
      if (id === ids.anonymous) {
        writeCartId(ids.customer); // the transfer finished while this request was under way
        throw lost();
      }
      return { id };
    });
    const cart = await loadCart(api);
    expect(cart).toEqual({ id: ids.customer });
    expect(createCart).not.toHaveBeenCalled();
    expect(readCartId()).toBe(ids.customer);
  });

  it('still replaces a lost cart nobody moved with a new one', async () => {
    writeCartId(ids.gone);
    getCart.mockRejectedValue(lost());
    createCart.mockResolvedValue({ id: ids.fresh });
    expect(await loadCart(api)).toEqual({ id: ids.fresh });
    expect(readCartId()).toBe(ids.fresh);
  });

  it('does not write back an older cart id that answered late', async () => {
    writeCartId(ids.anonymous);
    getCart.mockImplementation(async () => {
      writeCartId(ids.customer);
      return { id: ids.anonymousOther };
    });
    await loadCart(api, { givenId: ids.anonymousOther });
    expect(readCartId()).toBe(ids.customer);
  });
});
