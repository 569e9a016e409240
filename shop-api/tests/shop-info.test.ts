import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopInfoSchema } from '@contract';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET shop-info', () => {
  it('answers the company behind the shop with its ids, address and contacts', async () => {
    const info = ShopInfoSchema.parse((await t.app.inject({ url: '/shop-info' })).json());
    expect(info.company).toMatchObject({ name: expect.stringMatching(/\S/), country_iso: 'CZ' });
    expect(info.company.identifier).toMatch(/^\d{8}$/);
    expect(info.company.vat_identifier).toBe(`CZ${info.company.identifier}`);
    expect(info.company.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it('answers the shop, its hostnames with currency and country, currencies, countries and the route table', async () => {
    const response = await t.app.inject({ url: '/shop-info' });
    expect(response.statusCode).toBe(200);
    const info = ShopInfoSchema.parse(response.json());
    expect(info.currencies.map((c) => c.code)).toEqual(['CZK', 'EUR']);
    expect(info.countries.map((c) => c.alpha2)).toContain('SK');
    const host = info.hostnames.find((h) => h.hostname === 'localhost');
    expect(info.currencies.find((c) => c.id === host?.currency_id)?.code).toBe('CZK');
    expect(info.countries.find((c) => c.id === host?.country_id)?.alpha2).toBe('CZ');
    expect(info.routes.cart?.slug).toMatchObject({ ces: 'kosik', slk: 'kosik', eng: 'my-cart' });
    expect(info.routes['customer-order:id']?.slug.eng).toBe('customer/order/:id');
    expect(info.routes.search?.queries.query).toMatchObject({ ces: 'dotaz', slk: 'dopyt', eng: 'query' });
    expect(Object.keys(info.routes.login?.slug ?? {})).toEqual(
      expect.arrayContaining(['hun', 'pol', 'deu', 'fra', 'ukr', 'rus']),
    );
  });
});
