import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ErrorBodySchema,
  PageSchema,
  ProductAttachmentSchema,
  ProductPackageItemSchema,
  ProductRatingSchema,
  ProductRelationSchema,
  ProductReviewParameterRatingSchema,
  ProductReviewParameterSchema,
  ProductReviewSchema,
  ProductSchema,
  ProductVariationSchema,
  ProductVideoSchema,
  StockStatesSchema,
  DiscountEmbedsSchema,
  ProductAvailabilitySchema,
} from '@contract';
import {
  images,
  productDiscounts,
  productReviews,
  products,
  productVideos,
  stockDisplaySettings,
} from '../src/db/schema';
import { seedDemoShop } from '../seed/seed';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
}

async function embedsOf(id: number, embed: string, headers: Record<string, string> = {}) {
  const { status, body } = await get(`/products/${id}?embed=${embed}`, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  const product = ProductSchema.strict().parse(body);
  return { product, e: product._embedded ?? {} };
}

const VariationWithExtrasSchema = ProductVariationSchema.extend({
  _embedded: z.object({
    properties: z.array(z.unknown()),
    image_url: z.string().nullable(),
    product_availability: ProductAvailabilitySchema.nullable(),
    stock_states: StockStatesSchema,
    ...DiscountEmbedsSchema.shape,
  }),
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('discount embeds', () => {
  it('answers the discounted prices and percents of a product on sale', async () => {
    const { product, e } = await embedsOf(1, 'discounted_price,discounted_taxed_price,discount_percents', {
      'Language-Preference': 'cs',
    });
    const percents = z.number().parse(e.discount_percents);
    expect(percents).toBeGreaterThan(0);
    const taxed = z.object({ value: z.number(), formatted: z.string() }).parse(e.discounted_taxed_price);
    expect(taxed.value).toBe(Math.round(product.taxed_price.value * (1 - percents / 100)));
    expect(taxed.formatted).toMatch(/Kč/);
    const untaxed = z.object({ value: z.number() }).parse(e.discounted_price);
    expect(untaxed.value).toBeCloseTo(product.price.value * (1 - percents / 100), 2);
  });

  it('answers null for a product without a running discount, and for one whose discount has ended', async () => {
    const [ended] = await t.db.select().from(productDiscounts).where(eq(productDiscounts.productId, 9));
    expect(ended?.validTo?.getTime()).toBeLessThan(Date.now());
    for (const id of [2, 9]) {
      const { e } = await embedsOf(id, 'discounted_price,discounted_taxed_price,discount_percents');
      expect(e).toEqual({ discounted_price: null, discounted_taxed_price: null, discount_percents: null });
    }
  });

  it('says when a running discount ends, and null when it runs without end or none runs', async () => {
    const ending = await embedsOf(5, 'discount_percents,discount_valid_to,product_variations');
    const end = Date.parse(z.string().parse(ending.e.discount_valid_to));
    expect(end).toBeGreaterThan(Date.now());
    const variations = z.array(VariationWithExtrasSchema).parse(ending.e.product_variations);
    for (const v of variations) expect(v._embedded.discount_valid_to).toBe(ending.e.discount_valid_to);
    for (const id of [1, 2, 9]) expect((await embedsOf(id, 'discount_valid_to')).e.discount_valid_to).toBeNull();
  });

  it('rounds euro prices to cents', async () => {
    const { product, e } = await embedsOf(1, 'discounted_taxed_price,discount_percents', {
      'Language-Preference': 'cs',
      'Currency-Preference': 'EUR',
    });
    const taxed = z.object({ value: z.number(), formatted: z.string() }).parse(e.discounted_taxed_price);
    expect(taxed.value).toBe(
      Math.round(product.taxed_price.value * (1 - Number(e.discount_percents) / 100) * 100) / 100,
    );
    expect(taxed.formatted).toMatch(/€/);
  });
});

describe('variations carry what the page swaps in', () => {
  it('gives each variation its availability, stock states and discount (its own before its product’s)', async () => {
    const { e } = await embedsOf(3, 'product_variations', { 'Language-Preference': 'cs' });
    const variations = z.array(VariationWithExtrasSchema).parse(e.product_variations);
    expect(variations.length).toBeGreaterThan(1);
    const [first, ...rest] = variations;
    expect(first?._embedded.discount_percents).toBe(35);
    expect(first?._embedded.discounted_taxed_price?.value).toBe(Math.round((first?.taxed_price.value ?? 0) * 0.65));
    for (const v of rest) expect(v._embedded.discount_percents).toBeNull();
    for (const v of variations) {
      expect(v._embedded.product_availability?.id).toBe(v.product_availability_id);
      expect(v._embedded.stock_states.amount).toBe(v.update_stock ? v.stock_state : null);
    }
  });

  it('lets variations of a discounted product share its discount', async () => {
    const { e } = await embedsOf(1, 'product_variations,discount_percents');
    const variations = z.array(VariationWithExtrasSchema).parse(e.product_variations);
    for (const v of variations) expect(v._embedded.discount_percents).toBe(e.discount_percents);
  });
});

describe('stock_states', () => {
  it('answers the tracked stock and the shop’s display setting, and null amount when untracked', async () => {
    const tracked = await embedsOf(1, 'stock_states');
    expect(StockStatesSchema.strict().parse(tracked.e.stock_states)).toEqual({
      amount: tracked.product.stock_state,
      mode: 'bounded',
      min: 5,
      max: 20,
    });
    const untracked = await embedsOf(10, 'stock_states');
    expect(untracked.product.update_stock).toBe(false);
    expect(StockStatesSchema.parse(untracked.e.stock_states).amount).toBeNull();
  });

  it('follows a changed setting', async () => {
    await t.db.update(stockDisplaySettings).set({ mode: 'exact' }).where(eq(stockDisplaySettings.id, 1));
    const { e } = await embedsOf(1, 'stock_states{mode}');
    expect(e.stock_states).toEqual({ mode: 'exact' });
    await t.db.update(stockDisplaySettings).set({ mode: 'bounded' }).where(eq(stockDisplaySettings.id, 1));
  });
});

describe('attachments', () => {
  it('lists the product’s files with descriptions in the request language and a download the API serves', async () => {
    const { e } = await embedsOf(1, 'attachments', { 'Language-Preference': 'cs' });
    const files = z.array(ProductAttachmentSchema.strict()).parse(e.attachments);
    expect(files.map((f) => f.description)).toEqual(['Tabulka velikostí', 'Návod na údržbu']);
    const file = files[0]?._embedded.attachment;
    expect(file).toMatchObject({
      name: 'size-chart.pdf',
      mime_type: 'application/pdf',
      extension: 'pdf',
      status: 'ready',
    });
    const download = await t.app.inject({ method: 'GET', url: new URL(files[0]?.download_url ?? '').pathname });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="size-chart.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(file?.size);
  });

  it('answers 404 for an unknown attachment and 422 for a malformed id', async () => {
    const missing = await get('/attachments/999/x.pdf');
    expect(missing.status).toBe(404);
    expect(ErrorBodySchema.parse(missing.body).type).toBe('not_found');
    expect((await get('/attachments/abc/x.pdf')).status).toBe(422);
  });

  it('answers an empty list for a product without files', async () => {
    expect((await embedsOf(2, 'attachments')).e.attachments).toEqual([]);
  });
});

describe('videos', () => {
  it('answers YouTube links for the privacy-friendly player, the thumbnail and the watch page', async () => {
    const { e } = await embedsOf(3, 'videos');
    const videos = z.array(ProductVideoSchema.strict()).parse(e.videos);
    expect(videos).toHaveLength(2);
    const [video] = videos;
    expect(video?.embed_url).toBe(`https://www.youtube-nocookie.com/embed/${video?.video_id}`);
    expect(video?.url).toBe(`https://www.youtube.com/watch?v=${video?.video_id}`);
  });

  it('shows the shop’s own poster, and YouTube’s thumbnail only for a video stored without one', async () => {
    const [poster] = await t.db
      .insert(images)
      .values({ mimeType: 'image/webp', width: 1280, height: 720, data: Buffer.from('poster') })
      .returning({ id: images.id });
    const posterId = poster?.id as number;
    const [first, second] = z.array(ProductVideoSchema).parse((await embedsOf(3, 'videos')).e.videos);
    await t.db
      .update(productVideos)
      .set({ posterImageId: posterId })
      .where(eq(productVideos.id, first?.id ?? 0));
    const [withPoster, without] = z.array(ProductVideoSchema).parse((await embedsOf(3, 'videos')).e.videos);
    expect(withPoster?.thumbnail_url).toBe(`http://localhost:4000/images/${posterId}.webp`);
    expect(without?.thumbnail_url).toBe(`https://i.ytimg.com/vi/${second?.video_id}/hqdefault.jpg`);
  });
});

describe('product_relations', () => {
  it('answers hand-set relations by type with the related product ready for a card', async () => {
    const { e } = await embedsOf(1, 'product_relations');
    const relations = z.array(ProductRelationSchema).parse(e.product_relations);
    const byType = (type: number) => relations.filter((r) => r.relation_type === type).map((r) => r.related_product_id);
    expect(byType(0)).toEqual([13, 25]);
    expect(byType(1)).toEqual([2, 3]);
    expect(byType(4)).toEqual([12]);
    const card = relations[0]?._embedded.product;
    expect(card?._embedded).toHaveProperty('urls');
    expect(card?._embedded).toHaveProperty('default_image_url');
    expect(card?._embedded).toHaveProperty('discounted_taxed_price');
  });

  it('picks products of the same default category for a product without related ones, stable between reads', async () => {
    const first = z.array(ProductRelationSchema).parse((await embedsOf(2, 'product_relations')).e.product_relations);
    const picks = first.filter((r) => r.relation_type === 3);
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((r) => r.id === null && r.related_product_id !== 2)).toBe(true);
    const [own] = await t.db.select({ c: products.defaultCategoryId }).from(products).where(eq(products.id, 2));
    for (const pick of picks) expect(pick._embedded.product.default_category_id).toBe(own?.c);
    const again = z.array(ProductRelationSchema).parse((await embedsOf(2, 'product_relations')).e.product_relations);
    expect(again.map((r) => r.related_product_id)).toEqual(first.map((r) => r.related_product_id));
  });
});

describe('package products', () => {
  it('answers the items of the yoga set with their counts, and no items for an ordinary product', async () => {
    const { product, e } = await embedsOf(22, 'product_package_items,product_package_product_ids');
    expect(product.product_type).toBe(1);
    const items = z.array(ProductPackageItemSchema.strict()).parse(e.product_package_items);
    expect(items.map((i) => [i.product_id, i.count])).toEqual([
      [34, 1],
      [70, 2],
    ]);
    expect(items[1]?._embedded.product.id).toBe(70);
    expect(e.product_package_product_ids).toEqual([34, 70]);
    expect((await embedsOf(2, 'product_package_items')).e.product_package_items).toEqual([]);
  });

  it('serves the set at its own path and redirects its old one', async () => {
    const page = PageSchema.parse((await get('/page/zen-yoga-set-a-mat-and-two-blocks')).body);
    expect(page.kind).toBe('product');
    const old = PageSchema.parse((await get('/page/green-eco-friendly-yoga-mat')).body);
    expect(old).toMatchObject({ kind: 'redirect', statusCode: 301 });
  });
});

describe('reviews', () => {
  it('lists the newest reviews in the request language with author and parameter ratings', async () => {
    const { e } = await embedsOf(1, 'product_reviews', { 'Language-Preference': 'cs' });
    const reviews = z.array(ProductReviewSchema.strict()).parse(e.product_reviews);
    expect(reviews.length).toBeGreaterThan(0);
    const stored = await t.db.select().from(productReviews).where(eq(productReviews.productId, 1));
    expect(reviews.map((r) => r.id).sort()).toEqual(
      stored
        .filter((r) => r.locale === 'cs')
        .map((r) => r.id)
        .sort(),
    );
    const times = reviews.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('averages the rating over every review in every language', async () => {
    const stored = await t.db.select().from(productReviews).where(eq(productReviews.productId, 1));
    const { e } = await embedsOf(1, 'rating');
    const rating = ProductRatingSchema.strict().parse(e.rating);
    expect(rating.count).toBe(stored.length);
    expect(rating.average).toBe(Math.round((stored.reduce((s, r) => s + r.rating, 0) / stored.length) * 10) / 10);
    expect((await embedsOf(3, 'rating')).e.rating).toBeNull();
  });

  it('answers the rated parameters in the request language and their averages', async () => {
    const { e } = await embedsOf(1, 'product_review_parameters,product_review_parameter_ratings', {
      'Language-Preference': 'sk',
    });
    const parameters = z.array(ProductReviewParameterSchema.strict()).parse(e.product_review_parameters);
    expect(parameters.map((p) => p.name)).toEqual(['Kvalita spracovania', 'Pomer cena/výkon', 'Vzhľad']);
    const ratings = z.array(ProductReviewParameterRatingSchema.strict()).parse(e.product_review_parameter_ratings);
    expect(ratings.map((r) => r.product_review_parameter_id)).toEqual(parameters.map((p) => p.id));
  });
});

describe('the product page answer', () => {
  it('embeds everything the product page shows in one answer', async () => {
    const { body } = await get('/page/red-cotton-t-shirt');
    const page = PageSchema.parse(body);
    if (page.kind !== 'product') throw new Error(`expected a product page, got ${page.kind}`);
    expect(Object.keys(page.model._embedded ?? {})).toEqual(
      expect.arrayContaining([
        'images',
        'product_variations',
        'product_variation_properties',
        'discounted_taxed_price',
        'discount_percents',
        'discount_valid_to',
        'stock_states',
        'attachments',
        'videos',
        'product_relations',
        'product_package_items',
        'product_reviews',
        'rating',
        'product_review_parameters',
        'product_review_parameter_ratings',
      ]),
    );
  });
});

describe('the product page seed', () => {
  /** Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves the result untyped. */
  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await t.db.execute(query)) as { rows: T[] }).rows;
  }
  const tables = [
    'product_discounts',
    'stock_display_settings',
    'attachments',
    'product_attachments',
    'product_attachment_translations',
    'product_videos',
    'product_relations',
    'product_package_items',
    'review_parameters',
    'review_parameter_translations',
    'product_reviews',
    'product_review_parameter_ratings',
    'seo_urls',
    'product_translations',
  ];
  async function digest() {
    const result: Record<string, string> = {};
    for (const table of tables) {
      const [row] = await rows<{ d: string }>(
        sql.raw(
          `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from ${table} t`,
        ),
      );
      result[table] = row?.d ?? '';
    }
    return result;
  }

  it('changes nothing when run again, and keeps one canonical path per language for the renamed set', async () => {
    const before = await digest();
    await seedDemoShop(t.db, { images: false });
    expect(await digest()).toEqual(before);
    const [canonical] = await rows<{ n: number }>(
      sql`select count(*)::int as n from seo_urls where model_type = 1 and model_id = 22 and is_canonical`,
    );
    expect(canonical?.n).toBe(3);
  });
});
