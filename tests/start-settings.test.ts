import { describe, expect, it } from 'vitest';
import { spotlightPortOf, startSettings } from '../scripts/start-settings.mjs';

describe('the settings `npm start` gives both processes', () => {
  it('default to the storefront on 3000 and the shop API on 4000', () => {
    expect(startSettings({})).toEqual({
      PORT: '3000',
      API_PORT: '4000',
      NEXT_PUBLIC_API_URL: 'http://localhost:4000',
      STOREFRONT_ORIGINS: 'http://localhost:3000',
      SITE_URL: 'http://localhost:3000',
      STOREFRONT_REVALIDATE_URL: 'http://localhost:3000/api/revalidate',
    });
  });

  it('move every address with PORT and API_PORT', () => {
    expect(startSettings({ PORT: '3100', API_PORT: ' 4100 ' })).toEqual({
      PORT: '3100',
      API_PORT: '4100',
      NEXT_PUBLIC_API_URL: 'http://localhost:4100',
      STOREFRONT_ORIGINS: 'http://localhost:3100',
      SITE_URL: 'http://localhost:3100',
      STOREFRONT_REVALIDATE_URL: 'http://localhost:3100/api/revalidate',
    });
  });

  it('keep the addresses that are set', () => {
    const settings = startSettings({
      PORT: '3100',
      NEXT_PUBLIC_API_URL: 'https://api.shop.example',
      STOREFRONT_ORIGINS: 'https://shop.example',
      SITE_URL: 'https://shop.example',
      STOREFRONT_REVALIDATE_URL: 'http://127.0.0.1:3100/api/revalidate',
    });
    expect(settings).toMatchObject({
      NEXT_PUBLIC_API_URL: 'https://api.shop.example',
      STOREFRONT_ORIGINS: 'https://shop.example',
      SITE_URL: 'https://shop.example',
      STOREFRONT_REVALIDATE_URL: 'http://127.0.0.1:3100/api/revalidate',
    });
  });

  it('refuse a port that is not one, naming the setting', () => {
    expect(() => startSettings({ PORT: 'eighty' })).toThrow(
      'PORT must be a port number from 1 to 65535, not "eighty".',
    );
    expect(() => startSettings({ API_PORT: '70000' })).toThrow('API_PORT must be a port number from 1 to 65535');
    expect(() => startSettings({ API_PORT: '0' })).toThrow('API_PORT must be a port number');
    expect(() => startSettings({ PORT: '30.5' })).toThrow('PORT must be a port number');
  });
});

describe('the Spotlight beside npm start and npm run dev', () => {
  it('runs in a demo without a DSN, on 8969 or the port of SENTRY_SPOTLIGHT', () => {
    expect(spotlightPortOf({})).toBe('8969');
    expect(spotlightPortOf({ SENTRY_SPOTLIGHT: 'http://localhost:9100' })).toBe('9100');
  });

  it('does not run in production, with a DSN, or when switched off', () => {
    expect(spotlightPortOf({ SHOP_ENV: 'production' })).toBeUndefined();
    expect(spotlightPortOf({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/7' })).toBeUndefined();
    expect(spotlightPortOf({ SENTRY_SPOTLIGHT: '0' })).toBeUndefined();
  });
});
