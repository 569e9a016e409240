import { describe, expect, it } from 'vitest';
import { cspSourcesFrom, gatewayOrigin } from './csp-sources';

describe('sources of the page policy', () => {
  it('take the API origin, its websocket and its sandbox pay pages', () => {
    const sources = cspSourcesFrom({ apiBaseUrl: 'http://localhost:4000/' });
    expect(sources.apiOrigin).toBe('http://localhost:4000');
    expect(sources.socketOrigins).toEqual(['ws://localhost:4000', 'wss://localhost:4000']);
    expect(sources.formTargets).toEqual(['http://localhost:4000']);
    expect(sources.frameSources).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('let the page report errors only where error reporting is configured', () => {
    const api = 'https://api.shop.example';
    expect(cspSourcesFrom({ apiBaseUrl: api, SHOP_ENV: 'production' }).reportingOrigins).toEqual([]);
    expect(
      cspSourcesFrom({ apiBaseUrl: api, SHOP_ENV: 'production', SENTRY_DSN: 'https://key@o1.ingest.sentry.io/7' })
        .reportingOrigins,
    ).toEqual(['https://o1.ingest.sentry.io']);
    // A demo reports to its Spotlight unless told otherwise; production never does.
    expect(cspSourcesFrom({ apiBaseUrl: api }).reportingOrigins).toEqual(['http://localhost:8969']);
    expect(cspSourcesFrom({ apiBaseUrl: api, SENTRY_SPOTLIGHT: '0' }).reportingOrigins).toEqual([]);
    expect(cspSourcesFrom({ apiBaseUrl: api, SHOP_ENV: 'production', SENTRY_SPOTLIGHT: '1' }).reportingOrigins).toEqual(
      [],
    );
  });

  it('use only wss for an API served over HTTPS, on the socket host and port when set', () => {
    expect(cspSourcesFrom({ apiBaseUrl: 'https://api.shop.example' }).socketOrigins).toEqual([
      'wss://api.shop.example',
    ]);
    const own = cspSourcesFrom({
      apiBaseUrl: 'https://api.shop.example',
      NEXT_PUBLIC_PUSHER_HOST: 'ws.shop.example',
      NEXT_PUBLIC_PUSHER_PORT: '6001',
    });
    expect(own.socketOrigins).toEqual(['wss://ws.shop.example:6001']);
  });

  it('add the configured payment gateways as origins and leave out what is not an https origin', () => {
    const sources = cspSourcesFrom({
      apiBaseUrl: 'https://api.shop.example',
      PAYMENT_GATEWAY_ORIGINS:
        ' https://gate.gopay.cz/gw/ ,https://api.platebnibrana.csob.cz,http://evil.example, not a url,,',
    });
    expect(sources.formTargets).toEqual([
      'https://api.shop.example',
      'https://gate.gopay.cz',
      'https://api.platebnibrana.csob.cz',
    ]);
    expect(sources.rejected).toEqual(['http://evil.example', 'not a url']);
  });
});

describe('a gateway origin', () => {
  it('is the origin of an https URL, or of http on this machine', () => {
    expect(gatewayOrigin('https://iapi.iplatebnibrana.csob.cz/api/v1.9')).toBe('https://iapi.iplatebnibrana.csob.cz');
    expect(gatewayOrigin('http://localhost:4010')).toBe('http://localhost:4010');
    expect(gatewayOrigin('http://gate.example')).toBeNull();
    expect(gatewayOrigin('https://user:secret@gate.example')).toBeNull();
    expect(gatewayOrigin('javascript:alert(1)')).toBeNull();
  });
});
