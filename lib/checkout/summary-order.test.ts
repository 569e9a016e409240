import { describe, expect, it } from 'vitest';
import { summaryOrderId, summaryOrderToRead } from './summary-order';

const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('summaryOrderId', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['12abc', null],
    [undefined, null],
  ])('reads %j as %j', (value, id) => {
    expect(summaryOrderId(value)).toBe(id);
  });

  it('ignores a repeated parameter', () => {
    expect(summaryOrderId(['12', '13'])).toBeNull();
  });
});

describe('summaryOrderToRead', () => {
  it('reads the order the query names when it is the latest order', () => {
    expect(summaryOrderToRead('12', `12.${token}`)).toEqual({
      latest: { id: 12, token },
      read: { id: 12, token, bearer: null },
    });
  });

  it('falls back to the latest order without a query', () => {
    expect(summaryOrderToRead(undefined, `12.${token}`).read).toEqual({ id: 12, token, bearer: null });
  });

  it('reads any order the query names with the signed-in customer’s bearer (the API decides whose it is)', () => {
    expect(summaryOrderToRead('3', `12.${token}`, 'bearer-token').read).toEqual({
      id: 3,
      token: null,
      bearer: 'bearer-token',
    });
    expect(summaryOrderToRead('12', `12.${token}`, 'bearer-token').read).toEqual({
      id: 12,
      token,
      bearer: 'bearer-token',
    });
    expect(summaryOrderToRead('3', undefined, 'bearer-token').read).toEqual({
      id: 3,
      token: null,
      bearer: 'bearer-token',
    });
    expect(summaryOrderToRead(undefined, undefined, 'bearer-token').read).toBeNull();
  });

  it('reads nothing for another order, a missing or a tampered cookie, without a bearer', () => {
    expect(summaryOrderToRead('13', `12.${token}`).read).toBeNull();
    expect(summaryOrderToRead('12', undefined)).toEqual({ latest: null, read: null });
    expect(summaryOrderToRead('12', '12.short').read).toBeNull();
  });
});
