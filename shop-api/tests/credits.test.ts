import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAccountBalance, CustomerAccountUsage } from '@contract/calls/customer-accounts';
import type { AuthTokens } from '@contract/entities/customer';
import type { ListEnvelope } from '@contract';
import { demoCustomerEmail, demoCustomerPassword } from '../seed/customers';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let janaToken: string;
let petr: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: demoCustomerEmail, password: demoCustomerPassword },
  });
  expect(login.statusCode, login.body).toBe(200);
  janaToken = login.json<AuthTokens>().access_token;
  petr = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

const czech = { 'language-preference': 'cs', 'currency-preference': 'CZK' };
const get = (url: string, token: string | null, headers: Record<string, string> = czech) =>
  t.app.inject({ url, headers: { ...(token ? bearer(token) : {}), ...headers } });

describe('loyalty credits', () => {
  it('answers the demo customer’s Lumen points with their value in the request currency and language', async () => {
    const czk = await get('/customer-accounts', janaToken);
    expect(czk.statusCode, czk.body).toBe(200);
    const [lumen] = czk.json<ListEnvelope<CustomerAccountBalance>>().items;
    expect(lumen).toMatchObject({
      code: 'lumen-points',
      name: 'Lumen body',
      amount: 470,
      received_amount: 670,
      used_amount: 200,
      value: { value: 470 },
      conversion: { value: 1 },
    });
    const eur = await get('/customer-accounts', janaToken, {
      'language-preference': 'en',
      'currency-preference': 'EUR',
    });
    expect(eur.json<ListEnvelope<CustomerAccountBalance>>().items[0]).toMatchObject({
      name: 'Lumen points',
      value: { value: 18.8 },
    });
  });

  it('answers a new customer a zero balance of every kind and no history', async () => {
    const balances = (await get('/customer-accounts', petr.accessToken)).json<ListEnvelope<CustomerAccountBalance>>();
    expect(balances.items).toEqual([
      expect.objectContaining({ code: 'lumen-points', amount: 0, received_amount: 0, used_amount: 0 }),
    ]);
    const usages = (await get('/customer-account-usages', petr.accessToken)).json<ListEnvelope<CustomerAccountUsage>>();
    expect(usages).toMatchObject({ items: [], _meta: { total: 0, page: 1 } });
  });

  it('pages the history newest first', async () => {
    const all = (await get('/customer-account-usages', janaToken)).json<ListEnvelope<CustomerAccountUsage>>();
    expect(all._meta).toMatchObject({ total: 5, per_page: 20, total_pages: 1 });
    const dates = all.items.map((u) => u.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.items[0]).toMatchObject({ amount: -50, operation: 4, customer_account_name: 'Lumen body' });
    const third = (await get('/customer-account-usages?per_page=2&page=3', janaToken)).json<
      ListEnvelope<CustomerAccountUsage>
    >();
    expect(third).toMatchObject({ _meta: { page: 3, per_page: 2, total: 5, total_pages: 3 } });
    expect(third.items).toHaveLength(1);
    const oneKind = await get(
      `/customer-account-usages?customer_account_id=${all.items[0]!.customer_account_id}`,
      janaToken,
    );
    expect(oneKind.json<ListEnvelope<CustomerAccountUsage>>()._meta.total).toBe(5);
    expect((await get('/customer-account-usages?per_page=2&page=4', janaToken)).statusCode).toBe(422);
  });

  it('gives every movement a reason code, so the storefront words it in the page language', async () => {
    const all = (await get('/customer-account-usages', janaToken)).json<ListEnvelope<CustomerAccountUsage>>();
    expect(all.items.map((u) => u.reason)).toEqual([
      'expired',
      'order_earned',
      'order_spent',
      'order_earned',
      'welcome_bonus',
    ]);
  });

  it('refuses bad query parameters', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=x',
      'per_page=0',
      'per_page=101',
      'per_page=2.5',
      'customer_account_id=0',
      'sort=id',
      'page=1&page=2',
    ]) {
      const response = await get(`/customer-account-usages?${query}`, janaToken);
      expect(response.statusCode, query).toBe(422);
    }
    expect((await get('/customer-accounts?x=1', janaToken)).statusCode).toBe(422);
  });

  it('shows a customer only their own credits and answers 401 without a bearer', async () => {
    const petrs = (await get('/customer-account-usages?customer_account_id=1', petr.accessToken)).json<
      ListEnvelope<CustomerAccountUsage>
    >();
    expect(petrs.items).toEqual([]);
    for (const url of ['/customer-accounts', '/customer-account-usages']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, 'z'.repeat(43))).statusCode).toBe(401);
    }
  });
});
