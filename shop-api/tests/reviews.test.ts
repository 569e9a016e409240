import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope, Product, ProductReview } from '@contract';
import { eq } from 'drizzle-orm';
import { orders, orderShipments } from '../src/db/schema';
import { payOrder } from '../src/orders/order-paid';
import { reviewChangeTags } from '../src/reviews/reviews.service';
import { placeOrder, readyCart } from './helpers/checkout';
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

/** The product's public reviews (the product page's embed) in the language, as JSON text and parsed. */
async function publicReviews(productId: number, language = 'en') {
  const response = await t.app.inject({
    url: `/products/${productId}?embed=product_reviews`,
    headers: { 'language-preference': language },
  });
  expect(response.statusCode).toBe(200);
  return { text: response.body, reviews: response.json<Product>()._embedded?.product_reviews as ProductReview[] };
}

/** A customer's order of the product, placed with the bearer: Czech Post, cash on delivery unless told otherwise. */
async function orderOf(customer: RegisteredCustomer, productId: number, paymentMethodId = 2) {
  const headers = bearer(customer.accessToken);
  const cartId = await readyCart(t.app, {
    headers,
    email: customer.email,
    shippingMethodId: 2,
    paymentMethodId,
    items: [{ product_id: productId, amount: 1 }],
  });
  return placeOrder(t.app, cartId, {}, { headers });
}

describe('public reviews', () => {
  it('show the first name and the last name’s initial, without the customer id', async () => {
    const eva = await registerCustomer(t.app, { first_name: 'Eva', last_name: 'Procházková' });
    const written = await write(eva, { product_id: 8, rating: 4, name: 'Pěkné' });
    expect(written.statusCode, written.body).toBe(201);
    const id = written.json<ProductReview>().id;
    const { text, reviews } = await publicReviews(8);
    const review = reviews.find((r) => r.id === id);
    expect(review).toMatchObject({ customer_id: null, _embedded: { customer_full_name: 'Eva P.' } });
    expect(text).not.toContain('Procházková');
    expect(text).not.toContain(`"customer_id":${eva.customerId}`);
    for (const other of reviews) {
      expect(other.customer_id).toBeNull();
      expect(other._embedded.customer_full_name ?? 'A B.').toMatch(/^\S+( \p{Lu}\.)?$/u);
    }
  });

  it('are marked as a verified purchase only when the reviewer has a paid or shipped order of the product', async () => {
    const verifiedOf = async (productId: number, reviewId: number) =>
      (await publicReviews(productId)).reviews.find((r) => r.id === reviewId)?.is_verified_purchase;

    // Never bought it (a fresh account), or ordered it without paying: not verified.
    const stranger = await registerCustomer(t.app);
    const strangers = (await write(stranger, { product_id: 5, rating: 1, name: 'Nic moc' })).json<ProductReview>();
    expect(strangers.is_verified_purchase).toBe(false);
    expect(await verifiedOf(5, strangers.id)).toBe(false);
    const unpaid = await registerCustomer(t.app);
    await orderOf(unpaid, 5);
    const unpaids = (await write(unpaid, { product_id: 5, rating: 2, name: 'Ještě nedošlo' })).json<ProductReview>();
    expect(await verifiedOf(5, unpaids.id)).toBe(false);

    // Paid: verified (at once in the answer to the writer, and on the product page).
    const buyer = await registerCustomer(t.app);
    const order = await orderOf(buyer, 5, 3);
    await t.db.transaction((tx) => payOrder(tx, order.id));
    const buyers = (await write(buyer, { product_id: 5, rating: 5, name: 'Koupeno' })).json<ProductReview>();
    expect(buyers.is_verified_purchase).toBe(true);
    expect(await verifiedOf(5, buyers.id)).toBe(true);

    // Cash on delivery handed to the carrier counts; a cancelled order does not.
    await t.db
      .insert(orderShipments)
      .values({ orderId: (await orderOf(unpaid, 5)).id, trackingNumber: 'Z1', carrier: 'PPL' });
    expect(await verifiedOf(5, unpaids.id)).toBe(true);
    const canceller = await registerCustomer(t.app);
    const cancelled = await orderOf(canceller, 5, 3);
    await t.db.transaction((tx) => payOrder(tx, cancelled.id));
    await t.db.update(orders).set({ cancelledAt: new Date() }).where(eq(orders.id, cancelled.id));
    const cancellers = (await write(canceller, { product_id: 5, rating: 3, name: 'Vráceno' })).json<ProductReview>();
    expect(await verifiedOf(5, cancellers.id)).toBe(false);
  });
});
