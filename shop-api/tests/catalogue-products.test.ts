import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiHeaders,
  BrandSchema,
  CategorySchema,
  ErrorBodySchema,
  listEnvelopeSchema,
  MoneySchema,
  ProductAvailabilitySchema,
  ProductImageSchema,
  ProductPriceSchema,
  ProductSchema,
  ProductVariationSchema,
  UrlsSchema,
  VariationPropertyLinkSchema,
  VariationPropertySchema,
  type Product,
} from '@contract';
import { images, productImages, products } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

/** What the shopper pays: the discounted taxed price while a discount runs, else the taxed price. */
function sellingTaxedPrice(product: Product): number {
  const discounted = MoneySchema.nullable().optional().parse(product._embedded?.discounted_taxed_price);
  return discounted?.value ?? product.taxed_price.value;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function product(id: number, query = '', headers: Record<string, string> = {}) {
  const { status, body } = await get(`/products/${id}${query}`, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return ProductSchema.strict().parse(body);
}

const embedded = <T extends z.ZodType>(schema: T, value: unknown) => schema.parse(value);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /products/:id', () => {
  it('answers one product in the contract shape', async () => {
    const p = await product(1);
    expect(p.id).toBe(1);
    expect(p._embedded).toBeUndefined();
    expect(p.is_active).toBe(true);
    expect(p.tax_rate).toBeGreaterThan(0);
    expect(p.price.value).toBeLessThan(p.taxed_price.value);
  });

  it('answers 404 not_found for an unknown id and 422 on id for a malformed one', async () => {
    const missing = await get('/products/999999');
    expect(missing.status).toBe(404);
    expect(ErrorBodySchema.parse(missing.body).type).toBe('not_found');
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const bad = await get(`/products/${id}`);
      expect(bad.status, id).toBe(422);
      expect(ErrorBodySchema.parse(bad.body).errors[0]?.field).toBe('id');
    }
  });

  it('rejects list parameters and unknown embeds on a single product', async () => {
    const paged = await get('/products/1?page=1');
    expect(paged.status).toBe(422);
    expect(ErrorBodySchema.parse(paged.body).errors[0]?.field).toBe('page');
    expect((await get('/products/1?embed=owner')).status).toBe(422);
  });
});

describe('product embeds', () => {
  it('embeds brand, default category, category ids, urls and availability', async () => {
    const p = await product(3, '?embed=brand,default_category,category_ids,urls,product_availability');
    const e = p._embedded ?? {};
    const brand = embedded(BrandSchema.strict(), e.brand);
    expect(brand.id).toBe(p.brand_id);
    // The brand's own paths, so the product page can link the brand page.
    expect(embedded(UrlsSchema, brand._embedded?.urls)).toMatchObject({ en: brand.slug });
    expect(embedded(CategorySchema.strict(), e.default_category).id).toBe(p.default_category_id);
    expect(embedded(z.array(z.number().int()), e.category_ids)).toContain(p.default_category_id);
    const urls = embedded(UrlsSchema, e.urls);
    expect(Object.keys(urls).sort()).toEqual(['cs', 'en', 'sk']);
    expect(urls.en).toBe(p.slug);
    expect(embedded(ProductAvailabilitySchema.strict(), e.product_availability).id).toBe(p.product_availability_id);
  });

  it('embeds prices in every currency, formatted in the request language', async () => {
    const p = await product(1, '?embed=prices');
    const prices = embedded(z.array(ProductPriceSchema.strict()), p._embedded?.prices);
    expect(prices.map((row) => row.currency_code)).toEqual(['CZK', 'EUR']);
    expect(prices[0]?.taxed_price.formatted).toContain('CZK');
    expect(prices[1]?.taxed_price).toEqual(p.taxed_price);
  });

  it('embeds variations with their attribute links and the properties they use', async () => {
    const list = listEnvelopeSchema(ProductSchema).parse(
      (await get(`/products?paginate=0&filters=${encodeURIComponent(btoa('[["has_variations","eq",true]]'))}`)).body,
    );
    const id = list.items[0]?.id ?? 0;
    const p = await product(id, '?embed=product_variations,product_variation_properties');
    const variations = embedded(z.array(ProductVariationSchema.strict()), p._embedded?.product_variations);
    expect(variations.length).toBeGreaterThan(0);
    const used = new Set<number>();
    for (const v of variations) {
      expect(v.product_id).toBe(id);
      const e = z
        .object({
          properties: z.array(VariationPropertyLinkSchema.strict()),
          image_url: z.string().nullable(),
          // What the product page swaps in when the variation is chosen (product-page-embeds.test.ts checks them).
          product_availability: z.unknown(),
          stock_states: z.unknown(),
          discounted_price: z.unknown(),
          discounted_taxed_price: z.unknown(),
          discount_percents: z.unknown(),
          discount_valid_to: z.unknown(),
        })
        .strict()
        .parse(v._embedded);
      expect(e.properties.length).toBeGreaterThan(0);
      e.properties.forEach((link) => used.add(link.product_property_attribute_id));
    }
    const properties = embedded(z.array(VariationPropertySchema.strict()), p._embedded?.product_variation_properties);
    const offered = properties.flatMap((property) => property.product_variation_property_attributes.map((a) => a.id));
    expect(new Set(offered)).toEqual(used);
  });

  it('answers absolute image URLs, null without images', async () => {
    const bare = await product(2, '?embed=default_image_url,secondary_image_url,images');
    expect(bare._embedded).toEqual({ default_image_url: null, secondary_image_url: null, images: [] });

    // The test shop is seeded without pictures; give product 2 two of its own.
    const [first, second] = await t.db
      .insert(images)
      .values([1, 2].map(() => ({ mimeType: 'image/webp', width: 800, height: 600, data: Buffer.from([0]) })))
      .returning({ id: images.id });
    if (!first || !second) throw new Error('images were not stored');
    await t.db.insert(productImages).values([
      { productId: 2, imageId: second.id, position: 1, description: 'back' },
      { productId: 2, imageId: first.id, position: 2, isDefault: true, description: 'front' },
    ]);
    const p = await product(2, '?embed=default_image_url,secondary_image_url,images{image_id,image_url,width}');
    const base = t.app.deps.config.publicUrl;
    expect(p._embedded?.default_image_url).toBe(`${base}/images/${first.id}.webp`);
    expect(p._embedded?.secondary_image_url).toBe(`${base}/images/${second.id}.webp`);
    expect(p._embedded?.images).toEqual([
      { image_id: first.id, image_url: `${base}/images/${first.id}.webp`, width: 800 },
      { image_id: second.id, image_url: `${base}/images/${second.id}.webp`, width: 800 },
    ]);
    const full = await product(2, '?embed=images');
    expect(embedded(z.array(ProductImageSchema.strict()), full._embedded?.images)).toHaveLength(2);
  });

  it('embeds every offered embed at once on a whole page', async () => {
    const embeds =
      'brand,default_category,category_ids,urls,product_availability,default_image_url,secondary_image_url,images,prices,product_variations,product_variation_properties';
    const { status, body } = await get(`/products?paginate=0&embed=${embeds}`);
    expect(status).toBe(200);
    const page = listEnvelopeSchema(ProductSchema.strict()).parse(body);
    for (const item of page.items) expect(Object.keys(item._embedded ?? {})).toHaveLength(11);
  });
});

describe('language and currency', () => {
  it('switches name and slug with Language-Preference', async () => {
    const en = await product(1, '', { [apiHeaders.language]: 'en' });
    const cs = await product(1, '', { [apiHeaders.language]: 'cs-CZ' });
    const sk = await product(1, '', { [apiHeaders.language]: 'slk' });
    expect(cs.name).not.toBe(en.name);
    expect(cs.slug).not.toBe(en.slug);
    expect(sk.name).not.toBe(cs.name);
  });

  it('switches the price with Currency-Preference and defaults by language', async () => {
    const czk = await product(1, '', { [apiHeaders.language]: 'cs', [apiHeaders.currency]: 'CZK' });
    const eur = await product(1, '', { [apiHeaders.language]: 'cs', [apiHeaders.currency]: 'EUR' });
    expect(czk.taxed_price.formatted).toContain('Kč');
    expect(eur.taxed_price.formatted).toContain('€');
    expect(czk.taxed_price.value).toBeGreaterThan(eur.taxed_price.value);
    expect((await product(1, '', { [apiHeaders.language]: 'cs' })).taxed_price).toEqual(czk.taxed_price);
  });

  it('sorts and filters by the selling price in the request currency, a running discount included', async () => {
    const czk = { [apiHeaders.language]: 'cs', [apiHeaders.currency]: 'CZK' };
    const withDiscount = 'embed=discounted_taxed_price';
    const all = listEnvelopeSchema(ProductSchema).parse(
      (await get(`/products?paginate=0&${withDiscount}`, czk)).body,
    ).items;
    expect(all.some((p) => sellingTaxedPrice(p) < p.taxed_price.value)).toBe(true);
    const sorted = listEnvelopeSchema(ProductSchema).parse(
      (await get(`/products?paginate=0&sort=price,id&${withDiscount}`, czk)).body,
    ).items;
    expect(sorted.map(sellingTaxedPrice)).toEqual(all.map(sellingTaxedPrice).sort((a, b) => a - b));
    expect(sorted[0]?.taxed_price.formatted).toContain('Kč');
    const over1000 = `/products?paginate=0&${withDiscount}&filters=${encodeURIComponent(btoa('[["price","gt",1000]]'))}`;
    const inCzk = listEnvelopeSchema(ProductSchema).parse((await get(over1000, czk)).body).items;
    expect(inCzk.map((p) => p.id)).toEqual(all.filter((p) => sellingTaxedPrice(p) > 1000).map((p) => p.id));
    expect(inCzk.length).toBeGreaterThan(0);
    const inEur = listEnvelopeSchema(ProductSchema).parse(
      (await get(over1000, { [apiHeaders.currency]: 'EUR' })).body,
    ).items;
    expect(inEur.length).toBeLessThan(inCzk.length);
  });

  it('answers 422 for an unsupported language or currency', async () => {
    const language = await get('/products', { [apiHeaders.language]: 'de' });
    expect(language.status).toBe(422);
    expect(ErrorBodySchema.parse(language.body).errors[0]?.field).toBe(apiHeaders.language);
    const currency = await get('/products', { [apiHeaders.currency]: 'USD' });
    expect(currency.status).toBe(422);
    expect(ErrorBodySchema.parse(currency.body).errors[0]?.field).toBe(apiHeaders.currency);
  });
});

describe('visibility', () => {
  it('leaves inactive and hidden products out of lists and single answers', async () => {
    const before = listEnvelopeSchema(ProductSchema).parse((await get('/products?paginate=0')).body);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, 4));
    await t.db.update(products).set({ isHidden: true }).where(eq(products.id, 5));
    const after = listEnvelopeSchema(ProductSchema).parse((await get('/products?paginate=0')).body);
    expect(after._meta.total).toBe(before._meta.total - 2);
    expect(after.items.map((p) => p.id)).not.toContain(4);
    expect((await get('/products/4')).status).toBe(404);
    expect((await get('/products/5')).status).toBe(404);
  });
});
