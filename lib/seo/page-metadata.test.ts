import { describe, expect, it } from 'vitest';
import type { Category } from '@contract/entities/category';
import type { Product } from '@contract/entities/product';
import type { PageOfKind } from '@contract/page';
import { noIndexMetadata, pageMetadata, plainDescription, type MetadataSettings } from './page-metadata';

const settings: MetadataSettings = {
  locale: 'cs',
  siteUrl: 'https://shop.example',
  imageBaseUrl: 'https://api.shop.example',
  defaultImage: '/og-image.png',
  shopName: 'Lumen Store',
  labels: { homeTitle: 'Vítejte', homeDescription: 'Oblečení a boty.', searchTitle: 'Vyhledávání' },
};
const urls = { cs: 'cervene-tricko', sk: 'cervene-tricko-sk', en: 'red-t-shirt' };
const money = { value: 100, formatted: '100 Kč' };

function product(overrides: Partial<Product> = {}): PageOfKind<'product'> {
  const model: Product = {
    id: 7,
    name: 'Červené tričko',
    short_description: '<p>Měkké <b>bavlněné</b> tričko.</p>',
    description: null,
    meta_title: null,
    meta_h1_title: null,
    meta_description: null,
    slug: 'cervene-tricko',
    brand_id: null,
    product_availability_id: null,
    tax_group_id: null,
    default_category_id: null,
    code: null,
    sku: null,
    ean: null,
    upc: null,
    jan: null,
    isbn: null,
    mpn: null,
    update_stock: false,
    stock_state: 0,
    reserved_state: 0,
    position: 0,
    has_automatic_slug: true,
    is_active: true,
    meta_index: true,
    meta_follow: true,
    show_on_sitemap: true,
    height: null,
    width: null,
    depth: null,
    weight: null,
    volume: null,
    sells_count: 0,
    price: money,
    taxed_price: money,
    tax_rate: 21,
    has_variations: false,
    og_title: null,
    og_description: null,
    og_image_id: null,
    expected_count: null,
    expected_date_min: null,
    expected_date_max: null,
    purchasable_since: null,
    max_purchasable_amount: null,
    need_package: false,
    is_hidden: false,
    amount_unit: null,
    expected_days: null,
    feed_availability: null,
    product_type: 0,
    flexible_package_number_of_items: null,
    _embedded: {},
    ...overrides,
  };
  return { kind: 'product', model_type: 1, model, urls };
}

function category(overrides: Partial<Category> = {}): PageOfKind<'category'> {
  const model: Category = {
    id: 3,
    name: 'Trička',
    description: null,
    parent_id: null,
    image_id: 12,
    menu_image_id: null,
    color: null,
    meta_title: 'Trička – obchod',
    meta_h1_title: null,
    meta_description: 'Všechna trička.',
    slug: 'tricka',
    position: 0,
    available_for_languages: ['cs', 'sk', 'en'],
    is_active: true,
    has_automatic_slug: true,
    meta_index: false,
    meta_follow: true,
    show_on_sitemap: true,
    customer_groups_restriction: false,
    created_at: '2025-01-01T00:00:00.000Z',
    _embedded: {},
    ...overrides,
  };
  return { kind: 'category', model_type: 16, model, urls: { cs: 'tricka', sk: 'tricka', en: 't-shirts' } };
}

describe('pageMetadata', () => {
  it('takes the title, description and Open Graph texts from the meta and og fields', () => {
    const meta = pageMetadata(
      product({
        meta_title: 'Tričko | Lumen',
        meta_description: 'Popis pro vyhledávače',
        og_title: 'Sdílené tričko',
        og_description: 'Sdílený popis',
        og_image_id: 55,
      }),
      settings,
    );
    expect(meta.title).toEqual({ absolute: 'Tričko | Lumen' });
    expect(meta.description).toBe('Popis pro vyhledávače');
    expect(meta.openGraph).toMatchObject({
      title: 'Sdílené tričko',
      description: 'Sdílený popis',
      url: 'https://shop.example/cs/cervene-tricko',
      siteName: 'Lumen Store',
      locale: 'cs_CZ',
      alternateLocale: ['sk_SK', 'en_US'],
      images: [{ url: 'https://api.shop.example/images/55.webp', alt: 'Sdílené tričko' }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Sdílené tričko',
      images: [{ url: 'https://api.shop.example/images/55.webp', alt: 'Sdílené tričko' }],
    });
  });

  it('falls back to the name, the plain short description and the default picture', () => {
    const meta = pageMetadata(product(), settings);
    expect(meta.title).toBe('Červené tričko');
    expect(meta.description).toBe('Měkké bavlněné tričko.');
    expect(meta.openGraph).toMatchObject({
      title: 'Červené tričko',
      description: 'Měkké bavlněné tričko.',
      images: [{ url: 'https://shop.example/og-image.png' }],
    });
  });

  it('shares the product picture when there is no og picture', () => {
    const meta = pageMetadata(
      product({ _embedded: { default_image_url: 'https://api.shop.example/images/9.webp' } }),
      settings,
    );
    expect(meta.openGraph?.images).toEqual([{ url: 'https://api.shop.example/images/9.webp', alt: 'Červené tričko' }]);
  });

  it('writes the canonical URL and hreflang alternates of every language plus x-default', () => {
    const meta = pageMetadata(product(), settings);
    expect(meta.alternates).toEqual({
      canonical: 'https://shop.example/cs/cervene-tricko',
      languages: {
        cs: 'https://shop.example/cs/cervene-tricko',
        sk: 'https://shop.example/sk/cervene-tricko-sk',
        en: 'https://shop.example/en/red-t-shirt',
        'x-default': 'https://shop.example/en/red-t-shirt',
      },
    });
  });

  it('keeps a later listing page as its own canonical URL, in each language with its parameter names', () => {
    const position = { page: 3, perPage: 12, search: null, narrowed: false };
    const meta = pageMetadata(category(), { ...settings, listing: position });
    expect(meta.alternates?.canonical).toBe('https://shop.example/cs/tricka?na-strance=12&strana=3');
    expect(meta.alternates?.languages).toMatchObject({
      cs: 'https://shop.example/cs/tricka?na-strance=12&strana=3',
      en: expect.stringMatching(/\?per-page=12&page=3$/),
      sk: expect.stringMatching(/\?na-stranu=12&strana=3$/),
    });
    // The category's own robots stay (this one asks not to be indexed).
    expect(meta.robots).toEqual({ index: false, follow: true });
    const first = { page: 1, perPage: null, search: null, narrowed: false };
    expect(pageMetadata(category(), { ...settings, listing: first }).alternates?.canonical).toBe(
      'https://shop.example/cs/tricka',
    );
  });

  it('points a filtered or sorted listing at its plain first page and keeps it out of the index', () => {
    const position = { page: 2, perPage: null, search: null, narrowed: true };
    const meta = pageMetadata(category({ meta_index: true }), { ...settings, listing: position });
    expect(meta.alternates?.canonical).toBe('https://shop.example/cs/tricka');
    expect(meta.robots).toEqual({ index: false, follow: true });
  });

  it('leaves out languages the page does not exist in', () => {
    const page = { ...product(), urls: { cs: 'jen-cesky' } };
    expect(pageMetadata(page, settings).alternates?.languages).toEqual({ cs: 'https://shop.example/cs/jen-cesky' });
  });

  it('turns meta_index and meta_follow into the robots meta', () => {
    expect(pageMetadata(product(), settings).robots).toEqual({ index: true, follow: true });
    expect(pageMetadata(product({ meta_index: false, meta_follow: false }), settings).robots).toEqual({
      index: false,
      follow: false,
    });
    expect(pageMetadata(category(), settings).robots).toEqual({ index: false, follow: true });
  });

  it('shares a category picture by its image id', () => {
    expect(pageMetadata(category(), settings).openGraph?.images).toEqual([
      { url: 'https://api.shop.example/images/12.webp', alt: 'Trička – obchod' },
    ]);
  });

  it('gives the home page the shop title and the home page paths', () => {
    const meta = pageMetadata(
      {
        kind: 'homepage',
        model: { featured_products: [], categories: [], articles: [], banners: [] },
        urls: { cs: '', sk: '', en: '' },
      },
      settings,
    );
    expect(meta.title).toEqual({ absolute: 'Vítejte' });
    expect(meta.description).toBe('Oblečení a boty.');
    expect(meta.alternates?.canonical).toBe('https://shop.example/cs');
    expect(meta.alternates?.languages).toMatchObject({
      sk: 'https://shop.example/sk',
      'x-default': 'https://shop.example/en',
    });
  });

  it('keeps the search page out of the index but lets crawlers follow it', () => {
    const meta = pageMetadata(
      { kind: 'search', urls: { cs: 'vyhledavani', sk: 'vyhladavanie', en: 'search' } },
      settings,
    );
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toBe('https://shop.example/cs/vyhledavani');
  });
});

describe('pageMetadata of the blog list', () => {
  it('reads the blog meta texts like those of a record', () => {
    const meta = pageMetadata(
      {
        kind: 'blog-list',
        model: {
          name: 'Blog',
          meta_title: 'Blog Lumen Store',
          meta_description: 'Tipy a novinky.',
          articles: { items: [], _meta: { page: 2, per_page: 6, total: 12, total_pages: 2 }, _errors: {} },
          categories: [],
        },
        urls: { cs: 'blog', sk: 'blog', en: 'blog' },
      },
      { ...settings, listing: { page: 2, perPage: null, search: null, narrowed: false } },
    );
    expect(meta.title).toEqual({ absolute: 'Blog Lumen Store' });
    expect(meta.description).toBe('Tipy a novinky.');
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.alternates?.canonical).toBe('https://shop.example/cs/blog?strana=2');
    expect(meta.alternates?.languages).toMatchObject({ en: 'https://shop.example/en/blog?page=2' });
  });
});

describe('noIndexMetadata', () => {
  it('keeps app routes out of the index but lets crawlers follow their links', () => {
    expect(noIndexMetadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('plainDescription', () => {
  it('strips tags and entities and shortens on a word boundary', () => {
    expect(plainDescription('<p>A&nbsp;&amp;&nbsp;B</p>')).toBe('A & B');
    expect(plainDescription(null)).toBeUndefined();
    expect(plainDescription('<p> </p>')).toBeUndefined();
    const long = plainDescription('word '.repeat(60), 30) ?? '';
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('word…')).toBe(true);
  });
});
