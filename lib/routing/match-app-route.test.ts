import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './match-app-route';

describe('matchAppRoute', () => {
  it('finds app routes by their localized path in each language', () => {
    expect(matchAppRoute('/cs/kosik')).toMatchObject({ locale: 'cs', route: '/cart' });
    expect(matchAppRoute('/en/my-cart')).toMatchObject({ locale: 'en', route: '/cart' });
    expect(matchAppRoute('/sk/kosik/dorucenie')).toMatchObject({ locale: 'sk', route: '/cart/delivery' });
    expect(matchAppRoute('/cs/kosik/doruceni')).toMatchObject({ locale: 'cs', route: '/cart/delivery' });
    expect(matchAppRoute('/sk/zakaznik/informacie-o-ucte')).toMatchObject({ route: '/customer/account' });
  });

  it('does not take one language’s path for another’s', () => {
    expect(matchAppRoute('/en/kosik')).toMatchObject({ locale: 'en', route: null, rest: 'kosik' });
    expect(matchAppRoute('/cs/kosik/dorucenie')).toMatchObject({ route: null });
  });

  it('reads route parameters', () => {
    expect(matchAppRoute('/cs/zakaznik/objednavka/42')).toMatchObject({
      route: '/customer/order/[id]',
      params: { id: '42' },
    });
    expect(matchAppRoute('/en/customer/order/abc')).toMatchObject({
      route: '/customer/order/[id]',
      params: { id: 'abc' },
    });
  });

  it('leaves catalogue paths to the catch-all and ignores paths without a locale', () => {
    expect(matchAppRoute('/cs/obleceni/tricka')).toMatchObject({ locale: 'cs', route: null, rest: 'obleceni/tricka' });
    expect(matchAppRoute('/cs')).toMatchObject({ locale: 'cs', route: '/', rest: '' });
    expect(matchAppRoute('/')).toBeNull();
    expect(matchAppRoute('/de/kosik')).toBeNull();
  });
});
