import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/client';
import { seedDemoShop } from '../seed/seed';
import { openTestDatabase } from './helpers/test-database';

/** Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves the result untyped. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row?.n);
}

const seededTables = [
  'currencies',
  'countries',
  'shop_hostnames',
  'tax_groups',
  'product_availabilities',
  'product_availability_translations',
  'categories',
  'category_translations',
  'brands',
  'brand_translations',
  'product_properties',
  'product_property_translations',
  'product_property_attributes',
  'product_property_attribute_translations',
  'products',
  'product_translations',
  'product_categories',
  'product_prices',
  'product_variations',
  'product_variation_translations',
  'product_variation_prices',
  'product_variation_attributes',
  'product_images',
  'images',
  'article_authors',
  'article_categories',
  'article_category_translations',
  'articles',
  'article_translations',
  'article_article_categories',
  'article_products',
  'static_pages',
  'static_page_translations',
  'seo_urls',
  'redirects',
  'banners',
  'banner_translations',
  'category_banners',
  'article_images',
];

/** Row count and a digest of every row of each table the seed writes. */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of seededTables) {
    const [row] = await rows<{ n: string; digest: string | null }>(
      db,
      sql.raw(`select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    result[table] = `${row?.n}:${row?.digest}`;
  }
  return result;
}

describe('seedDemoShop without pictures', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    await seedDemoShop(db, { images: false });
  });
  afterAll(async () => handle?.close());

  it('creates reference data', async () => {
    expect(await rows(db, sql`select id, code, decimal_places, is_default from currencies order by id`)).toEqual([
      { id: 1, code: 'CZK', decimal_places: 0, is_default: true },
      { id: 2, code: 'EUR', decimal_places: 2, is_default: false },
    ]);
    expect(await count(db, sql`select count(*) as n from countries`)).toBe(6);
    expect(await rows(db, sql`select hostname, currency_id, country_id from shop_hostnames`)).toEqual([
      { hostname: 'localhost', currency_id: 1, country_id: 1 },
    ]);
    expect(await rows(db, sql`select rate from tax_groups order by id`)).toEqual([
      { rate: 21 },
      { rate: 12 },
      { rate: 0 },
    ]);
  });

  it('builds a category tree of at least four roots, each with subcategories, and seven brands (one a sub-brand)', async () => {
    const roots = await rows<{ id: number; children: number }>(
      db,
      sql`
      select r.id, (select count(*) from categories c where c.parent_id = r.id)::int as children
      from categories r where r.parent_id is null`,
    );
    expect(roots.length).toBeGreaterThanOrEqual(4);
    for (const root of roots) expect(root.children).toBeGreaterThanOrEqual(2);
    expect(await count(db, sql`select count(*) as n from brands`)).toBe(7);
    expect(await count(db, sql`select count(*) as n from brands where parent_id is not null`)).toBe(1);
  });

  it('creates 80 products in subcategories and their roots', async () => {
    expect(await count(db, sql`select count(*) as n from products`)).toBe(80);
    expect(
      await count(
        db,
        sql`
      select count(*) as n from products p join categories c on c.id = p.default_category_id
      where c.parent_id is null
         or not exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = c.id)
         or not exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = c.parent_id)`,
      ),
    ).toBe(0);
  });

  it('gives at least a quarter of the products 2–6 variations covering select, radio and color properties', async () => {
    const perProduct = await rows<{ id: number; variations: number; defaults: number }>(
      db,
      sql`
      select p.id, count(v.id)::int as variations, count(v.id) filter (where v.is_default)::int as defaults
      from products p left join product_variations v on v.product_id = p.id
      where p.has_variations group by p.id`,
    );
    expect(perProduct.length).toBeGreaterThanOrEqual(20);
    for (const product of perProduct) {
      expect(product.variations).toBeGreaterThanOrEqual(2);
      expect(product.variations).toBeLessThanOrEqual(6);
      expect(product.defaults).toBe(1);
    }
    const types = await rows<{ type: number }>(
      db,
      sql`
      select distinct pp.type from product_variation_attributes va join product_properties pp on pp.id = va.product_property_id order by pp.type`,
    );
    expect(types.map((t) => t.type)).toEqual([1, 2, 3]);
    // Every variation of a product has one attribute for each of the same properties.
    expect(
      await count(
        db,
        sql`
      select count(*) as n from (
        select v.product_id from product_variations v
        join product_variation_attributes va on va.product_variation_id = v.id
        group by v.product_id having count(distinct va.product_property_id) * count(distinct v.id) <> count(*)
      ) broken`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*) as n from product_variation_attributes va
      join product_property_attributes a on a.id = va.product_property_attribute_id where a.product_property_id <> va.product_property_id`,
      ),
    ).toBe(0);
  });

  it('varies stock: some sold out, some untracked, some pre-order', async () => {
    expect(
      await count(
        db,
        sql`select count(*) as n from products p join product_availabilities a on a.id = p.product_availability_id
      where p.update_stock and p.stock_state = 0 and not a.can_purchase and a.for_empty_stock`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(db, sql`select count(*) as n from products where not update_stock`)).toBeGreaterThan(0);
    expect(
      await count(
        db,
        sql`select count(*) as n from products where expected_date_min is not null and expected_date_max > expected_date_min`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(db, sql`select count(*) as n from products where update_stock and stock_state > 0`),
    ).toBeGreaterThan(40);
  });

  it('translates every product into cs, sk and en with slugs unique per language', async () => {
    expect(
      await count(
        db,
        sql`select count(*) as n from (select product_id from product_translations group by product_id
      having array_agg(locale order by locale) = array['cs','en','sk']::varchar[]) ok`,
      ),
    ).toBe(80);
    expect(
      await count(
        db,
        sql`select count(*) as n from (select locale, slug from product_translations group by locale, slug having count(*) > 1) d`,
      ),
    ).toBe(0);
    expect(
      await rows(db, sql`select locale, name, slug from product_translations where product_id = 1 order by locale`),
    ).toEqual([
      { locale: 'cs', name: 'Červené bavlněné tričko', slug: 'cervene-bavlnene-tricko' },
      { locale: 'en', name: 'Red cotton T-shirt', slug: 'red-cotton-t-shirt' },
      { locale: 'sk', name: 'Červené bavlnené tričko', slug: 'cervene-bavlnene-tricko' },
    ]);
  });

  it('prices every product and variation in CZK and EUR with the taxed price not below the price', async () => {
    expect(
      await count(
        db,
        sql`select count(*) as n from (select product_id from product_prices group by product_id
      having array_agg(currency_id order by currency_id) = array[1,2]) ok`,
      ),
    ).toBe(80);
    expect(await count(db, sql`select count(*) as n from product_prices where taxed_price < price or price <= 0`)).toBe(
      0,
    );
    expect(
      await count(
        db,
        sql`select count(*) as n from product_variations v where (select count(*) from product_variation_prices vp
      where vp.product_variation_id = v.id and vp.taxed_price >= vp.price) <> 2`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*) as n from product_prices where currency_id = 1 and taxed_price::int % 10 not in (0, 9)`,
      ),
    ).toBe(0);
  });

  it('indexes one canonical path per language and page, equal to the translation slug', async () => {
    expect(
      await count(
        db,
        sql`select count(*) as n from (select locale, path from seo_urls group by locale, path having count(*) > 1) d`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*) as n from (select locale, model_type, model_id from seo_urls where is_canonical
      group by locale, model_type, model_id having count(*) > 1) d`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*) as n from seo_urls s join product_translations t on t.product_id = s.model_id and t.locale = s.locale
      where s.model_type = 1 and s.is_canonical and s.path = t.slug`,
      ),
    ).toBe(240);
    const kinds = await rows<{ model_type: number; n: number }>(
      db,
      sql`select model_type, count(*)::int as n from seo_urls where is_canonical group by model_type order by model_type`,
    );
    expect(kinds).toEqual([
      { model_type: 1, n: 240 },
      { model_type: 12, n: 39 },
      { model_type: 15, n: 21 },
      { model_type: 16, n: 60 },
      { model_type: 18, n: 12 },
      { model_type: 19, n: 12 },
    ]);
    // Product 1's old paths, and the generated paths of product 22, renamed to the yoga set (seed/product-extras.ts).
    expect(
      await rows(db, sql`select locale, path, model_id from seo_urls where not is_canonical order by locale, model_id`),
    ).toEqual([
      { locale: 'cs', path: 'stare-tricko', model_id: 1 },
      { locale: 'cs', path: 'zelena-ekologicka-podlozka-na-jogu', model_id: 22 },
      { locale: 'en', path: 'old-t-shirt', model_id: 1 },
      { locale: 'en', path: 'green-eco-friendly-yoga-mat', model_id: 22 },
      { locale: 'sk', path: 'stare-tricko', model_id: 1 },
      { locale: 'sk', path: 'zelena-ekologicka-podlozka-na-jogu', model_id: 22 },
    ]);
  });

  it('creates articles, static pages and redirects', async () => {
    expect(
      await count(
        db,
        sql`select count(*) as n from articles a where exists (select 1 from article_products ap where ap.article_id = a.id)`,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(await count(db, sql`select count(*) as n from static_pages`)).toBeGreaterThanOrEqual(3);
    expect(
      await rows(db, sql`select locale, source_path, destination, status_code from redirects order by id`),
    ).toEqual([
      { locale: 'cs', source_path: 'obchodni-podminky-2020', destination: '/cs/obchodni-podminky', status_code: 301 },
      { locale: 'sk', source_path: 'obchodne-podmienky-2020', destination: '/sk/obchodne-podmienky', status_code: 301 },
      { locale: 'en', source_path: 'terms-2020', destination: '/en/terms-and-conditions', status_code: 301 },
      { locale: 'en', source_path: 'our-blog-old', destination: 'https://example.com/blog', status_code: 302 },
    ]);
  });

  it('creates no pictures when asked not to', async () => {
    expect(await count(db, sql`select count(*) as n from images`)).toBe(0);
    expect(await count(db, sql`select count(*) as n from product_images`)).toBe(0);
  });

  it('leaves exactly the same data when run again, and moves the sequences past the seeded ids', async () => {
    const before = await snapshot(db);
    await seedDemoShop(db, { images: false });
    expect(await snapshot(db)).toEqual(before);
    const [brand] = await rows<{ id: number }>(db, sql`insert into brands default values returning id`);
    expect(brand?.id).toBe(8);
  });
});

describe('seedDemoShop with pictures', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    await seedDemoShop(db, { images: true, products: 6 });
  });
  afterAll(async () => handle?.close());

  it('stores 1000×1000 WebP pictures and links one main picture to each product', async () => {
    // Banner pictures and video posters are wide (or phone-shaped) by design; every other picture is square.
    const stored = await rows<{ id: number; mime_type: string; width: number; height: number }>(
      db,
      sql`select id, mime_type, width, height from images i
      where not exists (select 1 from banners b where i.id in (b.image_id, b.mobile_image_id, b.button_image_id))
      and not exists (select 1 from product_videos v where v.poster_image_id = i.id)`,
    );
    expect(stored.length).toBeGreaterThan(6);
    for (const image of stored) expect(image).toMatchObject({ mime_type: 'image/webp', width: 1000, height: 1000 });
    expect(
      await count(db, sql`select count(*) as n from product_images where is_default and product_variation_id is null`),
    ).toBe(6);
    expect(await count(db, sql`select count(*) as n from categories where image_id is null`)).toBe(0);
  });

  it('gives every video a 16:9 poster of the shop’s own, a different one per film', async () => {
    const posters = await rows<{ video_id: string; poster_image_id: number | null; width: number; height: number }>(
      db,
      sql`select v.video_id, v.poster_image_id, i.width, i.height
      from product_videos v left join images i on i.id = v.poster_image_id`,
    );
    expect(posters.length).toBeGreaterThan(0);
    for (const poster of posters) expect(poster).toMatchObject({ width: 1280, height: 720 });
    const perFilm = new Map(posters.map((poster) => [poster.video_id, poster.poster_image_id]));
    expect(new Set(perFilm.values()).size).toBe(perFilm.size);
  });

  it('draws visibly different pictures for different products', async () => {
    const main = await rows<{ product_id: number; data: Buffer | Uint8Array }>(
      db,
      sql`
      select pi.product_id, i.data from product_images pi join images i on i.id = pi.image_id
      where pi.is_default and pi.product_id in (1, 2) order by pi.product_id`,
    );
    const [first, second] = main.map((row) => Buffer.from(row.data));
    if (!first || !second) throw new Error('main pictures missing');
    const meta = await sharp(first).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 1000 });
    expect(first.equals(second)).toBe(false);
    const [a, b] = await Promise.all([sharp(first).stats(), sharp(second).stats()]);
    const distance = a.channels
      .slice(0, 3)
      .reduce((sum, channel, i) => sum + Math.abs(channel.mean - (b.channels[i]?.mean ?? 0)), 0);
    expect(distance).toBeGreaterThan(30);
  });

  it('gives every colour of a product its own picture', async () => {
    expect(
      await count(
        db,
        sql`select count(*) as n from product_variations v
      join product_variation_attributes va on va.product_variation_id = v.id and va.product_property_id = 3
      where v.image_id is null`,
      ),
    ).toBe(0);
  });
});
