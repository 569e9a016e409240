import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@contract/calls/customer-addresses';
import type { ListEnvelope } from '@contract';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let jana: RegisteredCustomer;
let petr: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  jana = await registerCustomer(t.app);
  petr = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

const home = {
  first_name: 'Jana',
  last_name: 'Nováková',
  dial_code: '+420',
  phone: '601 234 567',
  street: 'Vinohradská 12',
  city: 'Praha',
  post_code: '12000',
  country_id: 1,
};

type Who = RegisteredCustomer | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who.accessToken) : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const create = async (who: RegisteredCustomer, body: Record<string, unknown>) => {
  const response = await call(who, 'POST', '/customer-addresses', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CustomerAddress>();
};
const list = async (who: RegisteredCustomer) =>
  (await call(who, 'GET', '/customer-addresses')).json<ListEnvelope<CustomerAddress>>().items;
const fields = (response: { json(): unknown }) =>
  (response.json() as { errors: { field: string }[] }).errors.map((e) => e.field);

describe('address book', () => {
  it('makes the first address both defaults and normalizes what was typed', async () => {
    const first = await create(jana, home);
    expect(first).toMatchObject({
      customer_id: jana.customerId,
      post_code: '120 00',
      phone: '601234567',
      is_billing_default: true,
      is_shipping_default: true,
      is_company: false,
    });
  });

  it('moves a default to a new address and keeps one of each', async () => {
    const work = await create(jana, {
      ...home,
      street: 'Masarykova 8',
      city: 'Brno',
      post_code: '602 00',
      is_shipping_default: true,
    });
    expect(work).toMatchObject({ is_billing_default: false, is_shipping_default: true });
    const items = await list(jana);
    expect(items).toHaveLength(2);
    expect(items.filter((a) => a.is_billing_default)).toHaveLength(1);
    expect(items.filter((a) => a.is_shipping_default).map((a) => a.id)).toEqual([work.id]);
  });

  it('changes an address and moves the billing default with a PATCH', async () => {
    const [, second] = await list(jana);
    const target = second!;
    const response = await call(jana, 'PATCH', `/customer-addresses/${target.id}`, {
      city: 'Brno-střed',
      is_billing_default: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ city: 'Brno-střed', is_billing_default: true });
    const items = await list(jana);
    expect(items.filter((a) => a.is_billing_default).map((a) => a.id)).toEqual([target.id]);
  });

  it('hands the defaults of a deleted address to the newest remaining one', async () => {
    const items = await list(jana);
    const holder = items.find((a) => a.is_billing_default && a.is_shipping_default)!;
    expect((await call(jana, 'DELETE', `/customer-addresses/${holder.id}`)).statusCode).toBe(204);
    const left = await list(jana);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ is_billing_default: true, is_shipping_default: true });
    expect((await call(jana, 'GET', `/customer-addresses/${holder.id}`)).statusCode).toBe(404);
  });

  it('checks a company address and the country’s formats', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...home, is_company: true, company_identification_number: '27074358' }, 'company_name'],
      [{ ...home, post_code: '1200' }, 'post_code'],
      [{ ...home, phone: '601 234' }, 'phone'],
      [
        { ...home, is_company: true, company_name: 'X', company_identification_number: '12345678' },
        'company_identification_number',
      ],
      [
        {
          ...home,
          country_id: 2,
          is_company: true,
          company_name: 'X',
          company_identification_number: '12345678',
          company_vat_number: 'SK123',
        },
        'company_vat_number',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await call(jana, 'POST', '/customer-addresses', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(fields(response)).toContain(field);
    }
    const company = await create(jana, {
      ...home,
      is_company: true,
      company_name: 'Lumen s.r.o.',
      company_identification_number: '27074358',
      company_vat_number: 'cz27074358',
    });
    expect(company.company_vat_number).toBe('CZ27074358');
  });
});

describe('address book: bad input and other customers', () => {
  it('refuses unknown fields, wrong types, missing fields and unknown countries', async () => {
    const cases: [unknown, string][] = [
      [{ ...home, nickname: 'home' }, 'nickname'],
      [{ ...home, country_id: '1' }, 'country_id'],
      [{ ...home, country_id: 0 }, 'country_id'],
      [{ ...home, country_id: -3 }, 'country_id'],
      [{ ...home, street: 'Bez čísla' }, 'street'],
      [{ ...home, is_billing_default: 'yes' }, 'is_billing_default'],
      [{ last_name: 'X' }, 'first_name'],
      [{ ...home, country_id: 999 }, 'country_id'],
    ];
    for (const [body, field] of cases) {
      const response = await call(jana, 'POST', '/customer-addresses', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(fields(response)).toContain(field);
    }
    const empty = await call(jana, 'PATCH', `/customer-addresses/${(await list(jana))[0]!.id}`, {});
    expect(empty.statusCode).toBe(422);
  });

  it('answers 422 for ids that are not positive whole numbers', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999'])
      expect((await call(jana, 'GET', `/customer-addresses/${id}`)).statusCode).toBe(422);
  });

  it('answers another customer’s address as 404, for every method', async () => {
    const janas = (await list(jana))[0]!;
    expect((await call(petr, 'GET', `/customer-addresses/${janas.id}`)).statusCode).toBe(404);
    expect((await call(petr, 'PATCH', `/customer-addresses/${janas.id}`, { city: 'Ostrava' })).statusCode).toBe(404);
    expect((await call(petr, 'DELETE', `/customer-addresses/${janas.id}`)).statusCode).toBe(404);
    expect(await list(petr)).toEqual([]);
    expect((await call(jana, 'GET', `/customer-addresses/${janas.id}`)).json()).toMatchObject({ city: janas.city });
  });

  it('answers 401 without a bearer or with a wrong one', async () => {
    for (const [method, url] of [
      ['GET', '/customer-addresses'],
      ['POST', '/customer-addresses'],
      ['GET', '/customer-addresses/1'],
      ['PATCH', '/customer-addresses/1'],
      ['DELETE', '/customer-addresses/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PATCH' ? home : undefined;
      const anonymous = await call(null, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ type: 'unauthenticated' });
      const forged = await t.app.inject({
        method,
        url,
        headers: bearer('x'.repeat(43)),
        ...(payload ? { payload } : {}),
      });
      expect(forged.statusCode).toBe(401);
    }
  });
});
