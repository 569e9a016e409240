import { describe, expect, it } from 'vitest';
import { decideRouteAccess } from './route-access';

const base = { isLoggedIn: false, requestedPath: '/cs/zakaznik/adresar', guardMarked: false };

describe('decideRouteAccess', () => {
  it('sends a logged-out shopper from a protected page to login and remembers the path with its query', () => {
    expect(
      decideRouteAccess({ ...base, route: '/customer/my-addresses', requestedPath: '/cs/zakaznik/adresar?x=1' }),
    ).toEqual({
      action: 'redirect-to-login',
      rememberPath: '/cs/zakaznik/adresar?x=1',
    });
    expect(decideRouteAccess({ ...base, route: '/customer/order/[id]' }).action).toBe('redirect-to-login');
  });

  it('lets a logged-in customer into the customer area', () => {
    expect(decideRouteAccess({ ...base, route: '/customer/dashboard', isLoggedIn: true }).action).toBe('allow');
  });

  it('sends a logged-in customer away from login', () => {
    expect(decideRouteAccess({ ...base, route: '/login', isLoggedIn: true })).toEqual({ action: 'redirect-home' });
  });

  it('keeps the remembered path when login was reached through the guard, and forgets it otherwise', () => {
    expect(decideRouteAccess({ ...base, route: '/login', guardMarked: true })).toEqual({
      action: 'allow',
      clearReturnUrl: false,
      clearMark: true,
    });
    expect(decideRouteAccess({ ...base, route: '/login' })).toEqual({
      action: 'allow',
      clearReturnUrl: true,
      clearMark: false,
    });
  });

  it('leaves open pages and the catalogue alone', () => {
    for (const route of ['/', '/cart', '/cart/summary', '/password-reset', null] as const) {
      expect(decideRouteAccess({ ...base, route })).toEqual({
        action: 'allow',
        clearReturnUrl: false,
        clearMark: false,
      });
    }
  });
});
