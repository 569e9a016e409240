import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, UnsafeSettingsError } from '../src/config';
import { productionSettingProblems } from '../src/production-settings';
import { call, failing, newCart, addItem } from './helpers/cart-client';
import { tee } from './helpers/checkout';
import { productionEnv } from './helpers/production-env';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('SHOP_ENV=production settings', () => {
  it('refuses the development defaults, naming every unsafe setting in one line', () => {
    const attempt = () => loadConfig({ SHOP_ENV: 'production' });
    expect(attempt).toThrow(UnsafeSettingsError);
    const line = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(line).not.toContain('\n');
    for (const name of [
      'PUSHER_SECRET',
      'ORDER_TOKEN_SECRET',
      'INVOICE_LINK_SECRET',
      'REVALIDATE_SECRET',
      'ADMIN_TOKEN',
      'SMTP_URL',
      'DATABASE_URL',
      'API_PUBLIC_URL',
    ])
      expect(line).toContain(name);
  });

  it('refuses a published default, a short secret and a half-configured provider', () => {
    const problems = productionSettingProblems({
      ...productionEnv,
      PUSHER_SECRET: 'lumen-store-dev-secret',
      ORDER_TOKEN_SECRET: 'short-but-not-default',
      ADMIN_TOKEN: 'a'.repeat(40),
      GOOGLE_CLIENT_ID: 'lumen-sandbox-google',
      PAYMENT_GATEWAYS: 'sandbox',
      API_TEST_FAULTS: '1',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PUSHER_SECRET is a published development default',
        'ORDER_TOKEN_SECRET is shorter than 32 characters',
        'ADMIN_TOKEN repeats too few characters to be random',
        'GOOGLE_CLIENT_ID is a published development default',
        'GOOGLE_CLIENT_SECRET is not set (the provider’s other settings are)'.replace('’', "'"),
        'PAYMENT_GATEWAYS=sandbox mounts sandbox pay pages (demo only)',
        'API_TEST_FAULTS=1 mounts test faults (demo only)',
      ]),
    );
    expect(productionSettingProblems(productionEnv)).toEqual([]);
  });

  it('refuses a provider with some of its settings, or an issuer that is not https; takes id and secret alone', () => {
    const secret = 'Zq8-real-client-secret-4f7Hk2';
    expect(productionSettingProblems({ ...productionEnv, FACEBOOK_CLIENT_SECRET: secret })).toEqual([
      "FACEBOOK_CLIENT_ID is not set (the provider's other settings are)",
    ]);
    expect(productionSettingProblems({ ...productionEnv, GOOGLE_ISSUER: 'https://accounts.google.com' })).toEqual([
      "GOOGLE_CLIENT_ID is not set (the provider's other settings are)",
      "GOOGLE_CLIENT_SECRET is not set (the provider's other settings are)",
    ]);
    const google = { GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: secret };
    expect(productionSettingProblems({ ...productionEnv, ...google, GOOGLE_ISSUER: 'http://idp.example' })).toEqual([
      'GOOGLE_ISSUER must be an https URL',
    ]);
    const config = loadConfig({ ...productionEnv, ...google });
    expect(config.auth.providers).toEqual({
      google: {
        clientId: google.GOOGLE_CLIENT_ID,
        clientSecret: secret,
        issuer: 'https://accounts.google.com',
        sandbox: false,
      },
    });
    expect(() => loadConfig({ ...productionEnv, FACEBOOK_CLIENT_ID: '1234' })).toThrow(
      "FACEBOOK_CLIENT_SECRET is not set (the provider's other settings are)",
    );
  });

  it('starts with real settings: no seed, no test faults, no gateway and no sign-in provider configured', () => {
    const config = loadConfig({ ...productionEnv, API_TEST_FAULTS: '' });
    expect(config.shopEnv).toBe('production');
    expect(config.seedOnStart).toBe(false);
    expect(config.testFaults).toBe(false);
    expect(config.orders.gateways).toEqual({ gopay: null, csob: null });
    expect(config.auth.providers).toEqual({});
    expect(loadConfig({ ...productionEnv, SEED_ON_START: 'true' }).seedOnStart).toBe(true);
  });

  it('a demo keeps its defaults and sandboxes', () => {
    const config = loadConfig({});
    expect(config.shopEnv).toBe('demo');
    expect(config.seedOnStart).toBe(true);
    expect(config.orders.gateways).toEqual({ gopay: 'sandbox', csob: 'sandbox' });
    expect(Object.keys(config.auth.providers)).toEqual(['google', 'facebook']);
    expect(config.auth.providers.google).toMatchObject({
      clientId: 'lumen-sandbox-google',
      issuer: 'http://localhost:4000/sandbox/oauth/google',
      sandbox: true,
    });
    // Half a provider stops a demo too; id and secret alone mean the real provider.
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow('GOOGLE_CLIENT_SECRET is not set');
    expect(loadConfig({ FACEBOOK_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 'secret' }).auth.providers.facebook).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://www.facebook.com',
      sandbox: false,
    });
  });
});

describe('a production shop API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...productionEnv, LOG_LEVEL: 'silent' } });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/sandbox/mailbox'],
    ['GET', '/sandbox/mailbox.json'],
    ['GET', '/sandbox/gopay/1234567890123456789'],
    ['POST', '/sandbox/gopay/1234567890123456789/pay'],
    ['GET', '/sandbox/oauth/google/.well-known/openid-configuration'],
    ['GET', '/sandbox/oauth/google/auth'],
    ['POST', '/sandbox/oauth/google/token'],
    ['GET', '/sandbox/oauth/facebook/me'],
    ['GET', '/sandbox/oauth/interaction/google/abc'],
    ['POST', '/test-faults/expire-cart-hold'],
    ['POST', '/test-faults/expire-access-token'],
  ] as const)('mounts no sandbox: %s %s answers 404', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
  });

  it('offers no card method without a configured gateway, and says why', async () => {
    const cart = await newCart(t.app);
    await addItem(t.app, cart.id, { ...tee, amount: 1 });
    const { body } = await call(t.app, 'GET', `/carts/${cart.id}/payment-methods`);
    const methods = (body as { items: { payment_service: number; can_use: boolean; unavailable_reason: string }[] })
      .items;
    const cards = methods.filter((method) => [4, 8].includes(method.payment_service));
    expect(cards.length).toBe(2);
    for (const card of cards)
      expect(card).toMatchObject({ can_use: false, unavailable_reason: 'gateway_not_configured' });
    const transfer = methods.find((method) => method.payment_service === 1);
    expect(transfer).toMatchObject({ can_use: true, unavailable_reason: null });
    const error = await failing(t.app, 'PUT', `/carts/${cart.id}/payment-methods`, 422, {
      body: { payment_method_id: 3 },
    });
    expect(error.errors[0]?.field).toBe('payment_method_id');
  });

  it('offers no third-party sign-in without real credentials', async () => {
    const { body } = await call(t.app, 'GET', '/shop-info');
    expect((body as { sign_in_providers: string[] }).sign_in_providers).toEqual([]);
    const error = await failing(t.app, 'POST', '/socialite/redirect', 422, {
      body: { provider: 'google', return_url: 'https://shop.example/api/auth/third-party/google' },
    });
    expect(error.errors[0]?.field).toBe('provider');
  });
});

describe('a demo’s sandboxes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer a client on this machine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/mailbox.json', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    const v6 = await t.app.inject({ method: 'GET', url: '/sandbox/mailbox.json', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
  });

  it.each([
    ['GET', '/sandbox/mailbox.json'],
    ['GET', '/sandbox/gopay/1234567890123456789'],
    ['POST', '/sandbox/gopay/1234567890123456789/pay'],
    ['GET', '/sandbox/oauth/google/.well-known/openid-configuration'],
    ['POST', '/sandbox/oauth/google/token'],
    ['GET', '/sandbox/oauth/interaction/google/abc'],
  ] as const)('hide from any other client: %s %s', async (method, url) => {
    const remote = await t.app.inject({ method, url, remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    const relayed = await t.app.inject({
      method,
      url,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(relayed.statusCode).toBe(404);
  });

  it('offer both sign-in providers and the card methods', async () => {
    const { body } = await call(t.app, 'GET', '/shop-info');
    expect((body as { sign_in_providers: string[] }).sign_in_providers).toEqual(['google', 'facebook']);
    const cart = await newCart(t.app);
    const methods = await call(t.app, 'GET', `/carts/${cart.id}/payment-methods`);
    const cards = (methods.body as { items: { payment_service: number; can_use: boolean }[] }).items.filter((m) =>
      [4, 8].includes(m.payment_service),
    );
    expect(cards.every((card) => card.can_use)).toBe(true);
  });
});
