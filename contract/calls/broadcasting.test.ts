import { describe, expect, it } from 'vitest';
import {
  BroadcastingAuthBodySchema,
  cartChannel,
  CartNoticeDataSchema,
  parsePrivateCartChannel,
  privateCartChannel,
} from './broadcasting';

const cartId = '0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f';

describe('cart channels', () => {
  it('are named shop.{shopId}.cart.{cartId}, with private- on the wire', () => {
    expect(cartChannel(1, cartId)).toBe(`shop.1.cart.${cartId}`);
    expect(privateCartChannel(1, cartId)).toBe(`private-shop.1.cart.${cartId}`);
    expect(cartChannel(1, cartId.toUpperCase())).toBe(`shop.1.cart.${cartId}`);
  });

  it('read back the shop and the cart (lower case) of a private cart channel only', () => {
    expect(parsePrivateCartChannel(`private-shop.12.cart.${cartId.toUpperCase()}`)).toEqual({ shopId: 12, cartId });
    for (const name of [
      cartChannel(1, cartId),
      `presence-shop.1.cart.${cartId}`,
      'private-shop.1.cart.42',
      `private-shop.01.cart.${cartId}`,
      `private-shop.1.cart.${cartId}.x`,
      `private-shop.1.carts.${cartId}`,
    ]) {
      expect(parsePrivateCartChannel(name), name).toBeNull();
    }
  });
});

describe('BroadcastingAuthBodySchema', () => {
  it('takes a socket id and a channel name, and nothing else', () => {
    expect(BroadcastingAuthBodySchema.safeParse({ socket_id: '1.2', channel_name: 'private-a' }).success).toBe(true);
    expect(BroadcastingAuthBodySchema.safeParse({ socket_id: '1', channel_name: 'private-a' }).success).toBe(false);
    expect(BroadcastingAuthBodySchema.safeParse({ socket_id: '1.2', channel_name: 'a b' }).success).toBe(false);
    expect(BroadcastingAuthBodySchema.safeParse({ socket_id: '1.2', channel_name: 'a', x: 1 }).success).toBe(false);
  });
});

describe('CartNoticeDataSchema', () => {
  it('carries the item, its product and variation, its name and the amount left', () => {
    const data = { cart_item_id: 1, product_id: 2, product_variation_id: null, name: 'Shirt', amount: 0 };
    expect(CartNoticeDataSchema.parse(data)).toEqual(data);
    expect(CartNoticeDataSchema.safeParse({ ...data, amount: -1 }).success).toBe(false);
  });
});
