import { describe, expect, it } from 'vitest';
import { shopEnvOf, storefrontSettingProblems } from './shop-env';

const production = {
  SHOP_ENV: 'production',
  REVALIDATE_SECRET: 'k3J9-vQ2x_Lm8pR4tY7wZ1aB5cD6eF0gH',
  NEXT_PUBLIC_API_URL: 'https://api.shop.example',
  NEXT_PUBLIC_PUSHER_KEY: 'shop-live-key',
  SITE_URL: 'https://shop.example',
};

describe('storefront settings', () => {
  it('a demo needs nothing', () => {
    expect(shopEnvOf({})).toBe('demo');
    expect(storefrontSettingProblems({})).toEqual([]);
  });

  it('production refuses missing, short and published values, naming each', () => {
    expect(storefrontSettingProblems({ SHOP_ENV: 'production' })).toEqual([
      'REVALIDATE_SECRET is not set',
      'NEXT_PUBLIC_API_URL is not set (it is read when the storefront is built)',
      'NEXT_PUBLIC_PUSHER_KEY is not set (it is read when the storefront is built)',
      'SITE_URL is not set',
    ]);
    expect(
      storefrontSettingProblems({
        ...production,
        REVALIDATE_SECRET: 'too-short',
        NEXT_PUBLIC_API_URL: 'http://localhost:4000',
        NEXT_PUBLIC_PUSHER_KEY: 'lumen-store-key',
        SITE_URL: 'http://localhost:3000',
      }),
    ).toEqual([
      'REVALIDATE_SECRET is shorter than 32 characters',
      'NEXT_PUBLIC_API_URL is a published development default',
      'NEXT_PUBLIC_PUSHER_KEY is a published development default',
      'SITE_URL is a published development default',
    ]);
    expect(storefrontSettingProblems(production)).toEqual([]);
  });

  it('takes an https SENTRY_DSN or none in production, and refuses Spotlight there', () => {
    expect(storefrontSettingProblems({ ...production, SENTRY_DSN: 'https://key@o1.ingest.sentry.io/7' })).toEqual([]);
    expect(
      storefrontSettingProblems({ ...production, SENTRY_DSN: 'http://key@sentry.internal/7', SENTRY_SPOTLIGHT: '1' }),
    ).toEqual(['SENTRY_SPOTLIGHT sends events to a local Spotlight (demo only)', 'SENTRY_DSN is not an https:// DSN']);
  });

  it('a demo refuses a sample rate outside 0 to 1', () => {
    expect(storefrontSettingProblems({ SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '-1' })).toEqual([
      'SENTRY_REPLAYS_SESSION_SAMPLE_RATE is "-1", not a number from 0 to 1',
    ]);
  });

  it('an unknown mode is refused rather than taken for a demo', () => {
    expect(storefrontSettingProblems({ SHOP_ENV: 'prod' })).toEqual(['SHOP_ENV is "prod", not demo or production']);
  });
});
