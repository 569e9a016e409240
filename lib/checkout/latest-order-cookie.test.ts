// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearLatestOrderCookie,
  formatLatestOrder,
  parseLatestOrder,
  readLatestOrderCookie,
  writeLatestOrderCookie,
} from './latest-order-cookie';

const token = 'q3Vx8bT0sM1kZc7yR2wN5pL9dF4hJ6aG0eK2uI8oYtE';

describe('parseLatestOrder', () => {
  it.each([
    [`42.${token}`, { id: 42, token }],
    ['7.abcdefghijklmnop', { id: 7, token: 'abcdefghijklmnop' }],
    [`42.${token}`.replace('q3', 'a_-'), { id: 42, token: token.replace('q3', 'a_-') }],
  ])('reads %s', (value, expected) => {
    expect(parseLatestOrder(value)).toEqual(expected);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['no separator', `42${token}`],
    ['no id', `.${token}`],
    ['no token', '42.'],
    ["the spec's -1", `-1.${token}`],
    ['id 0', `0.${token}`],
    ['a leading zero', `042.${token}`],
    ['a fractional id', `4.2.${token}`],
    ['an id beyond safe integers', `99999999999999999.${token}`],
    ['a short token', '42.abc'],
    ['a token with a dot', `42.${token}.x`],
    ['a token with padding', `42.${token}=`],
    ['a token with spaces', `42.${token} x`],
    ['a too long token', `42.${'a'.repeat(513)}`],
  ])('refuses %s', (_name, value) => {
    expect(parseLatestOrder(value)).toBeNull();
  });
});

describe('formatLatestOrder', () => {
  it('writes `<id>.<token>` and reads back the same order', () => {
    const value = formatLatestOrder({ id: 42, token });
    expect(value).toBe(`42.${token}`);
    expect(parseLatestOrder(value)).toEqual({ id: 42, token });
  });

  it.each([
    [{ id: -1, token }],
    [{ id: 0, token }],
    [{ id: 1.5, token }],
    [{ id: 3, token: 'short' }],
    [{ id: 3, token: `${token}*` }],
  ])('refuses %o', (order) => {
    expect(() => formatLatestOrder(order)).toThrow(RangeError);
  });
});

describe('the cookie in a browser', () => {
  afterEach(() => clearLatestOrderCookie());

  it('writes, reads and clears the latest order', () => {
    expect(readLatestOrderCookie()).toBeNull();
    writeLatestOrderCookie({ id: 42, token });
    expect(document.cookie).toContain(`latest_order=42.${token}`);
    expect(readLatestOrderCookie()).toEqual({ id: 42, token });
    clearLatestOrderCookie();
    expect(readLatestOrderCookie()).toBeNull();
  });

  it('reads a tampered cookie as no order', () => {
    document.cookie = 'latest_order=abc; Path=/';
    expect(readLatestOrderCookie()).toBeNull();
  });
});
