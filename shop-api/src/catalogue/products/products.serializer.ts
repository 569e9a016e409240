import { ProductSchema, type Product } from '@contract';
import type { ReadContext } from '../../list/read-context';
import { toMoney } from '../../shop/money';
import type { ProductRow } from './products.repository';

const ProductTypeSchema = ProductSchema.shape.product_type;

/** A product as the contract sends it; prices are in the request currency, formatted for the request language. */
export function serializeProduct(
  { product: p, translation: t, price, taxedPrice, taxRate }: ProductRow,
  env: ReadContext,
): Product {
  return {
    id: p.id,
    name: t.name,
    short_description: t.shortDescription,
    description: t.description,
    meta_title: t.metaTitle,
    meta_h1_title: t.metaH1Title,
    meta_description: t.metaDescription,
    slug: t.slug,
    brand_id: p.brandId,
    product_availability_id: p.productAvailabilityId,
    tax_group_id: p.taxGroupId,
    default_category_id: p.defaultCategoryId,
    code: p.code,
    sku: p.sku,
    ean: p.ean,
    upc: p.upc,
    jan: p.jan,
    isbn: p.isbn,
    mpn: p.mpn,
    update_stock: p.updateStock,
    stock_state: p.stockState,
    reserved_state: p.reservedState,
    position: p.position,
    has_automatic_slug: t.hasAutomaticSlug,
    is_active: p.isActive,
    meta_index: p.metaIndex,
    meta_follow: p.metaFollow,
    show_on_sitemap: p.showOnSitemap,
    height: p.height,
    width: p.width,
    depth: p.depth,
    weight: p.weight,
    volume: p.volume,
    sells_count: p.sellsCount,
    price: toMoney(price, env.locale, env.currency),
    taxed_price: toMoney(taxedPrice, env.locale, env.currency),
    tax_rate: taxRate ?? 0,
    has_variations: p.hasVariations,
    og_title: t.ogTitle,
    og_description: t.ogDescription,
    og_image_id: p.ogImageId,
    expected_count: p.expectedCount,
    expected_date_min: p.expectedDateMin,
    expected_date_max: p.expectedDateMax,
    purchasable_since: p.purchasableSince?.toISOString() ?? null,
    max_purchasable_amount: p.maxPurchasableAmount,
    need_package: p.needPackage,
    is_hidden: p.isHidden,
    amount_unit: p.amountUnit,
    expected_days: p.expectedDays,
    feed_availability: p.feedAvailability,
    product_type: ProductTypeSchema.parse(p.productType),
    flexible_package_number_of_items: p.flexiblePackageNumberOfItems,
  };
}
