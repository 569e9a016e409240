import { describe, expect, it } from 'vitest';
import type { Product } from '@contract/entities/product';
import { productJsonLd, schemaAvailability } from './product-json-ld';
import { productPageView } from '@/lib/product/product-page-view';

const money = (value: number) => ({ value, formatted: `${value} Kč` });
const today = '2026-11-21';

function product(overrides: Partial<Product> = {}, embedded: Record<string, unknown> = {}): Product {
  return {
    id: 1,
    name: 'Red T-shirt',
    short_description: null,
    description: null,
    meta_title: null,
    meta_h1_title: null,
    meta_description: null,
    slug: 'red-t-shirt',
    brand_id: 1,
    product_availability_id: 1,
    tax_group_id: 1,
    default_category_id: 6,
    code: 'P1',
    sku: 'TSH-1',
    ean: '8590000000017',
    upc: null,
    jan: null,
    isbn: null,
    mpn: null,
    update_stock: true,
    stock_state: 12,
    reserved_state: 0,
    position: 1,
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
    price: money(826),
    taxed_price: money(999),
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
    _embedded: {
      product_availability: {
        id: 1,
        name: 'In stock',
        slug: 'in-stock',
        note: null,
        can_purchase: true,
        for_empty_stock: false,
        for_refilled_stock: true,
        in_catalog: true,
        show_stock_states: true,
        has_automatic_slug: true,
      },
      brand: { id: 1, name: 'Nordic' },
      ...embedded,
    },
    ...overrides,
  };
}

const ld = (p: Product) =>
  productJsonLd({
    name: p.name,
    description: 'A shirt',
    mpn: p.mpn,
    url: 'https://shop.test/en/red-t-shirt',
    currency: 'CZK',
    data: productPageView(p, '/fallback.svg'),
    today,
  });

describe('productJsonLd', () => {
  it('describes the product with an offer, brand, sku and gtin13', () => {
    const data = ld(product());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Red T-shirt',
      sku: 'TSH-1',
      gtin13: '8590000000017',
      brand: { '@type': 'Brand', name: 'Nordic' },
      offers: {
        '@type': 'Offer',
        price: 999,
        priceCurrency: 'CZK',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.test/en/red-t-shirt',
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
  });

  it('offers the discounted price and adds the rating when reviews exist', () => {
    const data = ld(
      product(
        {},
        {
          discounted_taxed_price: money(799),
          discount_percents: 20,
          discounted_price: money(661),
          rating: { average: 4.3, count: 12 },
          images: [
            {
              id: 1,
              description: 'x',
              image_id: 5,
              product_id: 1,
              product_variation_id: null,
              is_default: true,
              position: 0,
              type: 0,
              width: 1000,
              height: 1000,
              image_url: 'https://api.test/images/5.webp',
            },
          ],
        },
      ),
    );
    expect(data).toMatchObject({
      offers: { price: 799 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
      image: ['https://api.test/images/5.webp'],
    });
  });

  it('gives the manufacturer part number when the product has one', () => {
    expect(ld(product({ mpn: 'MX-1200' }))).toMatchObject({ mpn: 'MX-1200' });
    expect(ld(product())).not.toHaveProperty('mpn');
  });

  it('says until when a discounted price holds, when its discount has an end', () => {
    const onSale = { discounted_taxed_price: money(799), discount_percents: 20, discounted_price: money(661) };
    const ending = ld(product({}, { ...onSale, discount_valid_to: '2026-12-31T22:59:59.000Z' }));
    expect(ending).toMatchObject({ offers: { price: 799, priceValidUntil: '2026-12-31' } });
    expect(ld(product({}, { ...onSale, discount_valid_to: null })).offers).not.toHaveProperty('priceValidUntil');
    // Without a running discount the end of an old one says nothing about the price.
    expect(ld(product({}, { discount_valid_to: '2026-12-31T22:59:59.000Z' })).offers).not.toHaveProperty(
      'priceValidUntil',
    );
  });

  it('gives each discounted variation offer its own end date', () => {
    const variation = (id: number, validTo: string | null) => ({
      id,
      name: `Size ${id}`,
      price: money(826),
      taxed_price: money(999),
      update_stock: true,
      stock_state: 3,
      max_purchasable_amount: null,
      sku: null,
      ean: null,
      expected_date_min: null,
      expected_date_max: null,
      position: id,
      _embedded: {
        properties: [],
        image_url: null,
        product_availability: null,
        stock_states: null,
        discounted_price: validTo ? money(661) : null,
        discounted_taxed_price: validTo ? money(799) : null,
        discount_percents: validTo ? 20 : null,
        discount_valid_to: validTo,
      },
    });
    const data = ld(
      product(
        { has_variations: true },
        { product_variations: [variation(1, '2027-01-15T12:00:00.000Z'), variation(2, null)] },
      ),
    );
    const offers = data.offers as unknown as { priceValidUntil?: string; price: number }[];
    expect(offers.map((o) => [o.price, o.priceValidUntil])).toEqual([
      [799, '2027-01-15'],
      [999, undefined],
    ]);
  });

  it('leaves out a gtin13 that is not 13 digits', () => {
    expect(ld(product({ ean: '12345' }))).not.toHaveProperty('gtin13');
  });
});

describe('schemaAvailability', () => {
  const item = {
    update_stock: true,
    stock_state: 5,
    expected_date_min: null,
    expected_days: null,
    availability: {
      id: 1,
      name: 'x',
      can_purchase: true,
      show_stock_states: true,
      for_empty_stock: false,
      note: null,
      for_refilled_stock: true,
    },
  };
  it('maps purchasable items to in stock, pre-order or back order', () => {
    expect(schemaAvailability(item, true, today)).toBe('https://schema.org/InStock');
    expect(schemaAvailability({ ...item, update_stock: false, expected_date_min: '2027-03-01' }, true, today)).toBe(
      'https://schema.org/PreOrder',
    );
    expect(schemaAvailability({ ...item, update_stock: false, expected_days: 7 }, true, today)).toBe(
      'https://schema.org/BackOrder',
    );
    expect(schemaAvailability({ ...item, update_stock: false }, true, today)).toBe('https://schema.org/InStock');
  });
  it('tells sold out from discontinued', () => {
    expect(schemaAvailability({ ...item, stock_state: 0 }, false, today)).toBe('https://schema.org/OutOfStock');
    expect(
      schemaAvailability(
        { ...item, availability: { ...item.availability, can_purchase: false, for_empty_stock: true } },
        false,
        today,
      ),
    ).toBe('https://schema.org/OutOfStock');
    expect(
      schemaAvailability({ ...item, availability: { ...item.availability, can_purchase: false } }, false, today),
    ).toBe('https://schema.org/Discontinued');
  });
});
