import { sql } from 'drizzle-orm';
import { decodeSort, ProductSchema, type Product } from '@contract';
import { currencies, productPrices, products, productTranslations } from '../../db/schema';
import type { ResourceDefinition } from '../../list/definition';
import { searchSpec } from '../../search/search-sql';
import { selectableFieldsOf } from '../shared/fields';
import { productEmbeds } from './product-embeds';
import { runningProductDiscountPercents } from './product-extras.repository';
import { countProducts, productCategoryCondition, selectProducts } from './products.repository';
import { serializeProduct } from './products.serializer';

/**
 * The product whitelist: what GET /products may sort, filter, embed and select.
 * `price` sorts and filters on the taxed selling price in the request currency (after the product's
 * running discount), the price the shopper sees on the card and the product page.
 */
/** The taxed price less the running discount, rounded to the currency's decimals as `sellingAmounts` rounds it. */
const sellingTaxedPrice = sql`round(
  ${productPrices.taxedPrice} * (1 - coalesce(${runningProductDiscountPercents()}, 0) / 100),
  (select ${currencies.decimalPlaces} from ${currencies} where ${currencies.id} = ${productPrices.currencyId}))`;

export const productDefinition: ResourceDefinition<Product> = {
  name: 'Product',
  idExpression: products.id,
  fields: selectableFieldsOf(ProductSchema),
  sort: {
    id: products.id,
    name: productTranslations.name,
    position: products.position,
    price: sellingTaxedPrice,
    sells_count: products.sellsCount,
    created_at: products.createdAt,
    stock_state: products.stockState,
  },
  defaultSort: decodeSort('position,id'),
  filters: {
    id: { type: 'integer', expression: products.id },
    name: { type: 'string', expression: productTranslations.name },
    slug: { type: 'string', expression: productTranslations.slug },
    code: { type: 'string', nullable: true, expression: products.code },
    sku: { type: 'string', nullable: true, expression: products.sku },
    ean: { type: 'string', nullable: true, expression: products.ean },
    brand_id: { type: 'integer', nullable: true, expression: products.brandId },
    default_category_id: { type: 'integer', nullable: true, expression: products.defaultCategoryId },
    category_id: { type: 'integer', operators: ['eq', 'neq', 'in'], condition: productCategoryCondition },
    product_availability_id: { type: 'integer', nullable: true, expression: products.productAvailabilityId },
    has_variations: { type: 'boolean', expression: products.hasVariations },
    stock_state: { type: 'integer', expression: products.stockState },
    update_stock: { type: 'boolean', expression: products.updateStock },
    sells_count: { type: 'integer', expression: products.sellsCount },
    position: { type: 'integer', expression: products.position },
    product_type: { type: 'integer', expression: products.productType },
    price: { type: 'decimal', expression: sellingTaxedPrice },
    created_at: { type: 'date', expression: products.createdAt },
  },
  embeds: productEmbeds,
  /** `search`: name, codes, short description and description in the request language (docs/search.md). */
  search: searchSpec(productTranslations),
  source: (env) => ({
    count: (where) => countProducts(env, where),
    items: async (options) => (await selectProducts(env, options)).map((row) => serializeProduct(row, env)),
  }),
};
