import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerProductEmbedsSchema,
  type CustomerProductList,
  type CustomerProductListItem,
} from '@contract/entities/wish-list';
import type { ListEnvelope, Product } from '@contract';
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

type Who = RegisteredCustomer | null;
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who.accessToken) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const fields = (response: { json(): unknown }) =>
  (response.json() as { errors: { field: string }[] }).errors.map((e) => e.field);

let wishList: CustomerProductList;
let item: CustomerProductListItem;

describe('wish list', () => {
  it('needs a login to create a list', async () => {
    const response = await call(null, 'POST', '/customer-product-lists', { name: 'Oblíbené' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: 'must_be_logged_in_to_create_product_list' });
  });

  it('creates the wish list once: asking again answers the same list', async () => {
    const created = await call(jana, 'POST', '/customer-product-lists', { name: 'Oblíbené' });
    expect(created.statusCode, created.body).toBe(201);
    wishList = created.json<CustomerProductList>();
    expect(wishList).toMatchObject({ customer_id: jana.customerId, type: 1, items_count: 0, description: null });
    const again = await call(jana, 'POST', '/customer-product-lists', { name: 'Jiný', type: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json<CustomerProductList>().id).toBe(wishList.id);
    const comparison = await call(jana, 'POST', '/customer-product-lists', { name: 'Srovnání', type: 2 });
    expect(comparison.statusCode).toBe(201);
    const lists = (await call(jana, 'GET', '/customer-product-lists?type=1')).json<ListEnvelope<CustomerProductList>>();
    expect(lists.items.map((l) => l.id)).toEqual([wishList.id]);
  });

  it('adds a product with everything a favourites page shows; adding it again answers the same item', async () => {
    const added = await call(
      jana,
      'POST',
      `/customer-product-lists/${wishList.id}/items`,
      { product_id: 1 },
      {
        'language-preference': 'en',
        'currency-preference': 'EUR',
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    item = added.json<CustomerProductListItem>();
    const product = item._embedded.product!;
    expect(product.id).toBe(1);
    expect(product._embedded).toMatchObject({ urls: { cs: expect.any(String), en: expect.any(String) } });
    expect(product._embedded).toHaveProperty('default_image_url');
    expect(product._embedded?.prices).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency_code: 'EUR' })]),
    );
    const again = await call(jana, 'POST', `/customer-product-lists/${wishList.id}/items`, { product_id: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json<CustomerProductListItem>().id).toBe(item.id);
    await call(jana, 'POST', `/customer-product-lists/${wishList.id}/items`, { product_id: 2, note: 'Na léto' });
    const items = (await call(jana, 'GET', `/customer-product-lists/${wishList.id}/items`)).json<
      ListEnvelope<CustomerProductListItem>
    >();
    expect(items.items.map((i) => i.product_id)).toEqual([2, 1]);
    expect((await call(jana, 'GET', `/customer-product-lists/${wishList.id}`)).json()).toMatchObject({
      items_count: 2,
    });
  });

  it('renames a list and removes an item', async () => {
    const renamed = await call(jana, 'PATCH', `/customer-product-lists/${wishList.id}`, { name: 'Na přání' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Na přání', items_count: 2 });
    const removed = await call(jana, 'DELETE', `/customer-product-lists/${wishList.id}/items/${item.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(jana, 'DELETE', `/customer-product-lists/${wishList.id}/items/${item.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('the customer’s product embeds', () => {
  const embed = 'embed=customer_product_wish_list_item_id,customer_price';

  it('answers the wish-list item on a product with a bearer, null without one', async () => {
    const listed = await call(jana, 'POST', `/customer-product-lists/${wishList.id}/items`, { product_id: 3 });
    const itemId = listed.json<CustomerProductListItem>().id;
    const mine = await call(jana, 'GET', `/products/3?${embed}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(CustomerProductEmbedsSchema.parse(mine.json<Product>()._embedded)).toEqual({
      customer_product_wish_list_item_id: itemId,
      customer_price: null,
    });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.vary).toContain('Authorization');
    const anonymous = await call(null, 'GET', `/products/3?${embed}`);
    expect(anonymous.json<Product>()._embedded).toEqual({
      customer_product_wish_list_item_id: null,
      customer_price: null,
    });
    expect(anonymous.headers['cache-control']).toBeUndefined();
    const petrs = await call(petr, 'GET', `/products/3?${embed}`);
    expect(petrs.json<Product>()._embedded?.customer_product_wish_list_item_id).toBeNull();
  });

  it('fills the listing of a customer into a copy: the cached anonymous answer stays anonymous', async () => {
    const name = (await call(null, 'GET', '/products/3')).json<Product>().name;
    const url = `/product-filters?state=&embed=customer_product_wish_list_item_id&search=${encodeURIComponent(name)}`;
    const wished = async (who: Who) => {
      const response = await call(who, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json<{ items: Product[] }>().items;
      expect(items.map((p) => p.id)).toContain(3);
      return items.filter((p) => p._embedded?.customer_product_wish_list_item_id !== null).map((p) => p.id);
    };
    expect(await wished(null)).toEqual([]);
    expect(await wished(jana)).toContain(3);
    expect(await wished(null)).toEqual([]);
    expect(await wished(petr)).toEqual([]);
  });

  it('answers 401 to a catalogue read with a bearer that is not valid', async () => {
    const response = await t.app.inject({ url: '/products/1', headers: bearer('y'.repeat(43)) });
    expect(response.statusCode).toBe(401);
  });
});

describe('product lists: bad input and other customers', () => {
  it('refuses unknown fields, wrong types and bad ids', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/customer-product-lists', { name: 'X', colour: 'red' }, 'colour'],
      ['POST', '/customer-product-lists', { name: '' }, 'name'],
      ['POST', '/customer-product-lists', { name: 'X', type: 3 }, 'type'],
      ['PATCH', `/customer-product-lists/${wishList.id}`, { position: -1 }, 'position'],
      ['PATCH', `/customer-product-lists/${wishList.id}`, { name: 5 }, 'name'],
      ['POST', `/customer-product-lists/${wishList.id}/items`, { product_id: 0 }, 'product_id'],
      ['POST', `/customer-product-lists/${wishList.id}/items`, { product_id: '1' }, 'product_id'],
      ['POST', `/customer-product-lists/${wishList.id}/items`, { product_id: 1, extra: true }, 'extra'],
      ['POST', `/customer-product-lists/${wishList.id}/items`, { product_id: 999999 }, 'product_id'],
      [
        'POST',
        `/customer-product-lists/${wishList.id}/items`,
        { product_id: 1, product_variation_id: 999999 },
        'product_variation_id',
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await call(jana, method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(422);
      expect(fields(response)).toContain(field);
    }
    expect((await call(jana, 'PATCH', `/customer-product-lists/${wishList.id}`, {})).statusCode).toBe(422);
    expect((await call(jana, 'GET', '/customer-product-lists?type=5')).statusCode).toBe(422);
    expect((await call(jana, 'GET', '/customer-product-lists?colour=red')).statusCode).toBe(422);
    for (const id of ['0', '-1', 'x'])
      expect((await call(jana, 'GET', `/customer-product-lists/${id}`)).statusCode).toBe(422);
    expect((await call(jana, 'DELETE', `/customer-product-lists/${wishList.id}/items/0`)).statusCode).toBe(422);
  });

  it('answers another customer’s list and items as 404', async () => {
    const items = (await call(jana, 'GET', `/customer-product-lists/${wishList.id}/items`)).json<
      ListEnvelope<CustomerProductListItem>
    >();
    const janasItem = items.items[0]!;
    const id = wishList.id;
    expect((await call(petr, 'GET', `/customer-product-lists/${id}`)).statusCode).toBe(404);
    expect((await call(petr, 'PATCH', `/customer-product-lists/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(petr, 'GET', `/customer-product-lists/${id}/items`)).statusCode).toBe(404);
    expect((await call(petr, 'POST', `/customer-product-lists/${id}/items`, { product_id: 5 })).statusCode).toBe(404);
    expect((await call(petr, 'DELETE', `/customer-product-lists/${id}/items/${janasItem.id}`)).statusCode).toBe(404);
    expect((await call(petr, 'DELETE', `/customer-product-lists/${id}`)).statusCode).toBe(404);
    const petrsList = (await call(petr, 'POST', '/customer-product-lists', { name: 'P' })).json<CustomerProductList>();
    expect(
      (await call(petr, 'DELETE', `/customer-product-lists/${petrsList.id}/items/${janasItem.id}`)).statusCode,
    ).toBe(404);
    expect((await call(jana, 'GET', `/customer-product-lists/${id}/items`)).json()).toMatchObject({
      _meta: { total: items._meta.total },
    });
  });

  it('answers 401 without a bearer', async () => {
    for (const [method, url] of [
      ['GET', '/customer-product-lists'],
      ['GET', '/customer-product-lists/1'],
      ['PATCH', '/customer-product-lists/1'],
      ['DELETE', '/customer-product-lists/1'],
      ['GET', '/customer-product-lists/1/items'],
      ['POST', '/customer-product-lists/1/items'],
      ['DELETE', '/customer-product-lists/1/items/1'],
    ] as const) {
      const payload = method === 'PATCH' ? { name: 'X' } : method === 'POST' ? { product_id: 1 } : undefined;
      const response = await call(null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('deletes a list with its items', async () => {
    expect((await call(jana, 'DELETE', `/customer-product-lists/${wishList.id}`)).statusCode).toBe(204);
    expect((await call(jana, 'GET', `/customer-product-lists/${wishList.id}`)).statusCode).toBe(404);
  });
});
