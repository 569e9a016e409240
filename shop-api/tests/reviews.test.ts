import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope, Product, ProductReview } from '@contract';
import { reviewChangeTags } from '../src/reviews/reviews.service';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let jana: RegisteredCustomer;
let petr: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  jana = await registerCustomer(t.app, { first_name: 'Jana', last_name: 'Dvořáková' });
  petr = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

const write = (who: RegisteredCustomer | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/product-reviews',
    payload: payload as never,
    headers: who ? bearer(who.accessToken) : {},
  });
const rating = async (productId: number) =>
  (await t.app.inject({ url: `/products/${productId}?embed=rating` })).json<Product>()._embedded?.rating as {
    average: number;
    count: number;
  } | null;

describe('reviews', () => {
  it('writes a customer’s review, signed with the account’s name, counted in the product’s rating', async () => {
    const before = await rating(6);
    const response = await write(jana, {
      product_id: 6,
      rating: 5,
      name: 'Skvělé',
      comment: 'Sedí přesně.',
      parameters: [
        { review_parameter_id: 1, rating: 4 },
        { review_parameter_id: 3, rating: 5 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ProductReview>()).toMatchObject({
      customer_id: jana.customerId,
      product_id: 6,
      rating: 5,
      _embedded: {
        customer_full_name: 'Jana Dvořáková',
        parameter_ratings: [
          { product_review_parameter_id: 1, rating: 4 },
          { product_review_parameter_id: 3, rating: 5 },
        ],
      },
    });
    const after = await rating(6);
    expect(after?.count).toBe((before?.count ?? 0) + 1);
  });

  it('takes one review per customer and product', async () => {
    const again = await write(jana, { product_id: 6, rating: 1, name: 'Změna' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'review_already_written' });
    expect((await write(petr, { product_id: 6, rating: 3, name: 'Ujde' })).statusCode).toBe(201);
  });

  it('lists only the customer’s own reviews', async () => {
    const mine = await t.app.inject({ url: '/customer-reviews', headers: bearer(jana.accessToken) });
    expect(mine.statusCode).toBe(200);
    const page = mine.json<ListEnvelope<ProductReview>>();
    expect(page.items.map((r) => r.customer_id)).toEqual([jana.customerId]);
    expect(page._meta).toMatchObject({ total: 1, page: 1 });
    expect(
      (await t.app.inject({ url: '/customer-reviews?page=2', headers: bearer(jana.accessToken) })).statusCode,
    ).toBe(422);
  });

  it('tells the product page’s cache: the product and its page in every language', async () => {
    const tags = await reviewChangeTags(t.db, 6);
    expect(tags[0]).toBe('product:6');
    expect(tags.length).toBeGreaterThan(1);
  });

  it('refuses bad input', async () => {
    const valid = { product_id: 7, rating: 4, name: 'Dobré' };
    const cases: [unknown, string][] = [
      [{ ...valid, rating: 0 }, 'rating'],
      [{ ...valid, rating: 6 }, 'rating'],
      [{ ...valid, rating: 4.5 }, 'rating'],
      [{ ...valid, rating: '5' }, 'rating'],
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, product_id: 0 }, 'product_id'],
      [{ ...valid, product_id: -7 }, 'product_id'],
      [{ ...valid, product_id: 999999 }, 'product_id'],
      [{ ...valid, author: 'Someone else' }, 'author'],
      [{ ...valid, parameters: [{ review_parameter_id: 999, rating: 4 }] }, 'parameters.0.review_parameter_id'],
      [{ ...valid, parameters: [{ review_parameter_id: 1, rating: 9 }] }, 'parameters.0.rating'],
      [
        {
          ...valid,
          parameters: [
            { review_parameter_id: 1, rating: 4 },
            { review_parameter_id: 1, rating: 2 },
          ],
        },
        'parameters',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await write(jana, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect((response.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    }
    for (const query of ['page=0', 'per_page=0', 'x=1'])
      expect(
        (await t.app.inject({ url: `/customer-reviews?${query}`, headers: bearer(jana.accessToken) })).statusCode,
      ).toBe(422);
  });

  it('answers 401 without a bearer', async () => {
    expect((await write(null, { product_id: 7, rating: 4, name: 'X' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/customer-reviews' })).statusCode).toBe(401);
  });
});
