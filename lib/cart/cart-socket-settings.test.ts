import { describe, expect, it } from 'vitest';
import { cartSocketSettings } from './cart-socket-settings';

describe('cartSocketSettings', () => {
  it('defaults to the public API’s host and port, without TLS for http, in cluster eu', () => {
    expect(cartSocketSettings('http://localhost:4000', {})).toEqual({
      key: 'lumen-store-key',
      cluster: 'eu',
      wsHost: 'localhost',
      wsPort: 4000,
      wssPort: 4000,
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: 'http://localhost:4000/auth/broadcasting',
    });
  });

  it('forces TLS on port 443 for an https API without a port', () => {
    expect(cartSocketSettings('https://api.shop.example/', {})).toMatchObject({
      wsHost: 'api.shop.example',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['wss'],
      authEndpoint: 'https://api.shop.example/auth/broadcasting',
    });
  });

  it('takes the key, host and port from their variables; empty ones count as unset', () => {
    const settings = cartSocketSettings('http://localhost:4000', {
      NEXT_PUBLIC_PUSHER_KEY: 'live-key',
      NEXT_PUBLIC_PUSHER_HOST: 'ws.shop.example',
      NEXT_PUBLIC_PUSHER_PORT: '6001',
    });
    expect(settings).toMatchObject({ key: 'live-key', wsHost: 'ws.shop.example', wsPort: 6001, wssPort: 6001 });
    expect(
      cartSocketSettings('http://localhost:4000', { NEXT_PUBLIC_PUSHER_KEY: '', NEXT_PUBLIC_PUSHER_HOST: '' }),
    ).toMatchObject({
      key: 'lumen-store-key',
      wsHost: 'localhost',
    });
  });
});
